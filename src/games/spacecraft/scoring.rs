//! S8: final scoring — launch card, plan, personal goal, project cards —
//! and the winners with the unused-scrap tie-break and shared wins.
//!
//! Works on what each player has (see [`Sheet`]); where those facts come
//! from (a live session or a scoresheet file) is the caller's business.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::goals::Goal;
use super::measures::Measures;
use super::projects::Target;

/// Basic or advanced variant (advanced: markers on advanced cards, launch
/// card side B).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "SpacecraftVariant")]
pub enum Variant {
    #[default]
    Basic,
    Advanced,
}

impl Variant {
    /// S7/S8: the launch card is worth 5, or 10 on side B (advanced).
    pub fn launch_points(self) -> u32 {
        match self {
            Variant::Basic => 5,
            Variant::Advanced => 10,
        }
    }
}

/// S8: the plan card is worth 5 to every player whose rocket meets it.
pub const PLAN_POINTS: u32 = 5;

/// One advanced card a player has a marker on, at its current value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Marked {
    pub card: String,
    pub target: Target,
    pub per_part: u32,
}

/// What one player brings to the final scoring.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sheet {
    pub measures: Measures,
    /// S6 occurrences of goals 1..8 in the rocket.
    pub occurrences: [u32; 8],
    pub goal: Option<Goal>,
    pub launch: bool,
    pub plan_met: bool,
    /// Points of each completed basic card.
    pub projects: Vec<u32>,
    /// Advanced cards with at least one of this player's markers.
    pub marked: Vec<Marked>,
    pub unused_scrap: u32,
}

/// One advanced card's line in a breakdown: "2 per gold part × 2 = 4".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpacecraftAdvancedLine")]
pub struct AdvancedLine {
    pub card: String,
    pub target: Target,
    pub per_part: u32,
    pub parts: u32,
    pub points: u32,
}

/// A player's final score, line by line (S8).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[ts(rename = "SpacecraftBreakdown")]
pub struct Breakdown {
    pub launch: u32,
    pub plan: u32,
    pub goal: u32,
    /// Occurrences of the chosen goal.
    pub goal_count: u32,
    pub projects: u32,
    pub advanced: Vec<AdvancedLine>,
    pub total: u32,
    pub unused_scrap: u32,
}

pub fn breakdown(variant: Variant, sheet: &Sheet) -> Breakdown {
    let launch = if sheet.launch {
        variant.launch_points()
    } else {
        0
    };
    let plan = if sheet.plan_met { PLAN_POINTS } else { 0 };
    let goal_count = sheet
        .goal
        .map_or(0, |g| sheet.occurrences[usize::from(g.0.clamp(1, 8) - 1)]);
    let goal = sheet.goal.map_or(0, |g| g.points() * goal_count);
    let advanced: Vec<AdvancedLine> = sheet
        .marked
        .iter()
        .map(|m| {
            let parts = m.target.count(&sheet.measures);
            AdvancedLine {
                card: m.card.clone(),
                target: m.target.clone(),
                per_part: m.per_part,
                parts,
                points: m.per_part * parts,
            }
        })
        .collect();
    let projects =
        sheet.projects.iter().sum::<u32>() + advanced.iter().map(|a| a.points).sum::<u32>();
    Breakdown {
        launch,
        plan,
        goal,
        goal_count,
        projects,
        total: launch + plan + goal + projects,
        advanced,
        unused_scrap: sheet.unused_scrap,
    }
}

/// S8: the most points win; ties go to more unused scrap tiles; a tie on
/// both is a shared win. Seats in order.
pub fn winners(scores: &[Breakdown]) -> Vec<usize> {
    let best = scores.iter().map(|b| (b.total, b.unused_scrap)).max();
    match best {
        None => Vec::new(),
        Some(best) => scores
            .iter()
            .enumerate()
            .filter(|(_, b)| (b.total, b.unused_scrap) == best)
            .map(|(i, _)| i)
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sheet(total_projects: u32, scrap: u32) -> Breakdown {
        breakdown(
            Variant::Basic,
            &Sheet {
                measures: Measures::default(),
                occurrences: [0; 8],
                goal: None,
                launch: false,
                plan_met: false,
                projects: vec![total_projects],
                marked: vec![],
                unused_scrap: scrap,
            },
        )
    }

    #[test]
    fn s8_ties_go_to_more_unused_scrap_then_are_shared() {
        assert_eq!(winners(&[sheet(10, 1), sheet(10, 2), sheet(9, 5)]), vec![1]);
        assert_eq!(
            winners(&[sheet(10, 2), sheet(10, 2), sheet(9, 5)]),
            vec![0, 1]
        );
        assert_eq!(winners(&[]), Vec::<usize>::new());
    }
}
