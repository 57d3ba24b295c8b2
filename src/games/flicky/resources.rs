//! The five resources and a bag of them (a player's tray, the supply, a
//! cost, a payment), never negative (F1).

use std::fmt;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "FlickyResource")]
pub enum Resource {
    Energy,
    DarkMatter,
    RareMetal,
    StarCrystal,
    AlienSamples,
}

impl Resource {
    pub const ALL: [Resource; 5] = [
        Resource::Energy,
        Resource::DarkMatter,
        Resource::RareMetal,
        Resource::StarCrystal,
        Resource::AlienSamples,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Resource::Energy => "energy canister",
            Resource::DarkMatter => "dark matter",
            Resource::RareMetal => "rare metal",
            Resource::StarCrystal => "star crystal",
            Resource::AlienSamples => "alien sample",
        }
    }

    fn index(self) -> usize {
        match self {
            Resource::Energy => 0,
            Resource::DarkMatter => 1,
            Resource::RareMetal => 2,
            Resource::StarCrystal => 3,
            Resource::AlienSamples => 4,
        }
    }
}

impl fmt::Display for Resource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A count of each resource.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(rename = "FlickyResources")]
pub struct Resources {
    #[serde(default)]
    pub energy: u32,
    #[serde(default)]
    pub dark_matter: u32,
    #[serde(default)]
    pub rare_metal: u32,
    #[serde(default)]
    pub star_crystal: u32,
    #[serde(default)]
    pub alien_samples: u32,
}

impl Resources {
    pub fn new(
        energy: u32,
        dark_matter: u32,
        rare_metal: u32,
        star_crystal: u32,
        alien_samples: u32,
    ) -> Self {
        Resources {
            energy,
            dark_matter,
            rare_metal,
            star_crystal,
            alien_samples,
        }
    }

    pub fn one(resource: Resource, n: u32) -> Self {
        let mut r = Resources::default();
        *r.get_mut(resource) = n;
        r
    }

    pub fn get(&self, resource: Resource) -> u32 {
        self.as_array()[resource.index()]
    }

    pub fn get_mut(&mut self, resource: Resource) -> &mut u32 {
        match resource {
            Resource::Energy => &mut self.energy,
            Resource::DarkMatter => &mut self.dark_matter,
            Resource::RareMetal => &mut self.rare_metal,
            Resource::StarCrystal => &mut self.star_crystal,
            Resource::AlienSamples => &mut self.alien_samples,
        }
    }

    fn as_array(&self) -> [u32; 5] {
        [
            self.energy,
            self.dark_matter,
            self.rare_metal,
            self.star_crystal,
            self.alien_samples,
        ]
    }

    pub fn total(&self) -> u32 {
        self.as_array().iter().sum()
    }

    /// How many different resource types are held (F7, Guide to the Galaxy).
    pub fn kinds(&self) -> u32 {
        self.as_array().iter().filter(|n| **n > 0).count() as u32
    }

    pub fn contains(&self, other: &Resources) -> bool {
        Resource::ALL.iter().all(|r| self.get(*r) >= other.get(*r))
    }

    pub fn plus(&self, other: &Resources) -> Resources {
        let mut out = *self;
        for r in Resource::ALL {
            *out.get_mut(r) += other.get(r);
        }
        out
    }

    /// `self - other`, or `None` where it would go negative (F1).
    pub fn minus(&self, other: &Resources) -> Option<Resources> {
        let mut out = *self;
        for r in Resource::ALL {
            *out.get_mut(r) = self.get(r).checked_sub(other.get(r))?;
        }
        Some(out)
    }

    /// "2 dark matter, 1 rare metal" for messages.
    pub fn describe(&self) -> String {
        let parts: Vec<String> = Resource::ALL
            .iter()
            .filter(|r| self.get(**r) > 0)
            .map(|r| {
                let n = self.get(*r);
                format!("{n} {}{}", r.name(), if n == 1 { "" } else { "s" })
            })
            .collect();
        if parts.is_empty() {
            "nothing".into()
        } else {
            parts.join(", ")
        }
    }
}
