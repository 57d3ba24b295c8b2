//! The intervals `vision_accuracy` gives its figures
//! (`examples/interval/bootstrap.rs`): photos resampled, not cells, and a
//! change between two runs told from noise only when its interval leaves 0.

#[path = "../examples/interval/bootstrap.rs"]
mod bootstrap;

use bootstrap::{
    bounds_json, figures, figures_json, intervals, paired, read_log, read_logs, Photo,
};

/// `n` photos of 10 cells each, every count `right` but the first photo's,
/// which has `first` of each.
fn set(n: usize, right: usize, first: usize) -> Vec<Photo> {
    (0..n)
        .map(|i| Photo {
            label: format!("{i:04}.jpg"),
            cells: 10,
            counts: [if i == 0 { first } else { right }; 5],
        })
        .collect()
}

#[test]
fn a_photo_line_reads_back_as_written() {
    let photo = Photo {
        label: "seed 1001".into(),
        cells: 16,
        counts: [15, 14, 13, 1, 9],
    };
    assert_eq!(Photo::parse(&photo.line()), Some(photo.clone()));
    assert_eq!(Photo::parse("0001.jpg row 2 col 3: 7H^1 read 7D^1"), None);
}

#[test]
fn a_photos_own_counts_are_the_running_totals_less_those_before_it() {
    let before = Photo {
        label: "0001.jpg".into(),
        cells: 30,
        counts: [28, 25, 24, 1, 12],
    };
    let after = Photo {
        label: "0002.jpg".into(),
        cells: 46,
        counts: [43, 37, 36, 1, 20],
    };
    let own = after.minus(&before);
    assert_eq!((own.label.as_str(), own.cells), ("0002.jpg", 16));
    assert_eq!(own.counts, [15, 12, 12, 0, 8]);
}

#[test]
fn one_photo_read_wholly_wrong_widens_the_interval_as_a_whole_ship_would() {
    // 39 photos read right and one wholly wrong: 97.5 %. Were the 400
    // cells independent, 10 wrong cells would give roughly 96–99 %; as
    // photos, a resample holds that ship 0 to 3 times, so the interval
    // reaches 100 and falls to about 92.5.
    let bounds = intervals(&set(40, 10, 0));
    let (lo, hi) = bounds[0];
    assert!(hi == 100.0, "upper bound {hi}");
    assert!((90.0..=93.0).contains(&lo), "lower bound {lo}");
}

#[test]
fn a_set_read_alike_everywhere_has_no_spread() {
    let bounds = intervals(&set(40, 7, 7));
    assert!(bounds.iter().all(|&(lo, hi)| lo == 70.0 && hi == 70.0));
}

#[test]
fn the_same_run_twice_changes_nothing_and_a_real_change_leaves_zero() {
    let before = set(40, 8, 8);
    let (change, bounds) = paired(&before, &before);
    assert!(change.iter().all(|&c| c == 0.0));
    assert!(bounds.iter().all(|&(lo, hi)| lo == 0.0 && hi == 0.0));
    // Every photo gains one cell: +10 points, the interval well clear of 0.
    let after = set(40, 9, 9);
    let (change, bounds) = paired(&before, &after);
    assert!((change[0] - 10.0).abs() < 1e-9);
    assert!(bounds[0].0 > 9.9);
    // One photo gains 2 cells: +0.5 points, not told from noise.
    let after = set(40, 8, 10);
    let (change, bounds) = paired(&before, &after);
    assert!((change[0] - 0.5).abs() < 1e-9);
    assert!(bounds[0].0 == 0.0 && bounds[0].1 > 0.5);
}

#[test]
fn photos_are_paired_by_label_and_a_photo_in_one_run_is_left_out() {
    let before = set(3, 5, 5);
    let mut after = set(3, 5, 5);
    after[2].label = "elsewhere.jpg".into();
    after[2].counts = [0; 5];
    let (change, _) = paired(&before, &after);
    assert!(change.iter().all(|&c| c == 0.0), "{change:?}");
}

#[test]
fn a_log_is_read_from_its_photo_lines_and_one_without_them_is_refused() {
    let dir = std::env::temp_dir().join(format!("drydock-intervals-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let log = dir.join("run.log");
    let photos = set(2, 4, 3);
    let text = format!(
        "0000.jpg row 0 col 1: 7H^1 read 7D^1\n{}\n{}\n{{\"cells\": 20}}\n",
        photos[0].line(),
        photos[1].line()
    );
    std::fs::write(&log, text).expect("write log");
    let path = log.to_string_lossy().into_owned();
    assert_eq!(read_log(&path), Ok(photos));
    std::fs::write(&log, "no photos here\n").expect("write log");
    let refused = read_log(&path).expect_err("a log without photo lines");
    assert!(refused.contains("no photo lines"), "{refused}");
    std::fs::remove_dir_all(&dir).expect("clean up");
}

#[test]
fn bounds_are_printed_to_a_tenth_under_each_figures_name() {
    let json = bounds_json(&[
        (97.54, 100.0),
        (1.0, 2.0),
        (0.0, 0.04),
        (3.0, 3.0),
        (5.0, 6.0),
    ]);
    assert!(json.starts_with("{\"top_card\": [97.5, 100]"), "{json}");
    assert!(json.contains("\"both\": [0, 0]"), "{json}");
    assert!(json.ends_with("\"right_and_sure\": [5, 6]}"), "{json}");
}

#[test]
fn logs_pooled_keep_their_photos_apart_and_pair_in_the_order_listed() {
    let dir = std::env::temp_dir().join(format!("drydock-pool-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let write = |name: &str, photos: &[Photo]| {
        let lines: Vec<String> = photos.iter().map(Photo::line).collect();
        let path = dir.join(name);
        std::fs::write(&path, lines.join("\n")).expect("write log");
        path.to_string_lossy().into_owned()
    };
    // Two sets whose photos share their names, as photogen's sets do.
    let (a, b) = (
        write("a.log", &set(2, 10, 10)),
        write("b.log", &set(2, 0, 0)),
    );
    let pooled = read_logs(&format!("{a},{b}")).expect("two logs");
    assert_eq!(pooled.len(), 4);
    assert_eq!(figures(&pooled)[0], 50.0);
    // The second set read right the second time: +50 points, paired
    // within each set, not across them.
    let after = write("b2.log", &set(2, 10, 10));
    let again = read_logs(&format!("{a},{after}")).expect("two logs");
    let (change, _) = paired(&pooled, &again);
    assert_eq!(change[0], 50.0);
    assert!(read_logs(&format!("{a},{}", dir.join("none.log").display())).is_err());
    std::fs::remove_dir_all(&dir).expect("clean up");
}

#[test]
fn figures_are_printed_to_a_tenth_under_their_names() {
    let json = figures_json(&[97.54, 85.66, 84.7, 0.45, 44.9]);
    assert_eq!(
        json,
        "{\"top_card\": 97.5, \"chips\": 85.7, \"both\": 84.7, \"wrong_and_sure\": 0.5, \"right_and_sure\": 44.9}"
    );
}
