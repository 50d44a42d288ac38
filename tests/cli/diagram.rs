//! `tilewise diagram` in either tile style, and as a PDF page.

use crate::common::{stderr, tilewise};
use std::path::{Path, PathBuf};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tilewise-diagram-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

fn draw(out: &Path, extra: &[&str]) -> std::process::Output {
    let out = out.to_str().expect("a UTF-8 path");
    let mut args = vec![
        "diagram",
        "sets/singapore-pao.ron",
        "--hand",
        "1",
        "-o",
        out,
    ];
    args.extend(extra);
    tilewise(&args, None)
}

#[test]
fn the_high_contrast_style_outlines_the_tiles_in_black() {
    let dir = scratch("style");
    let (classic, contrast) = (dir.join("classic.svg"), dir.join("contrast.svg"));
    assert!(draw(&classic, &[]).status.success());
    let o = draw(&contrast, &["--style", "high-contrast"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let classic = std::fs::read_to_string(&classic).expect("svg");
    let contrast = std::fs::read_to_string(&contrast).expect("svg");
    assert_ne!(classic, contrast);
    // Black fills and strokes: every tile's edge, the outlines of its dots and sticks.
    let black = |svg: &str| svg.matches(r##""#000000""##).count();
    assert!(
        black(&contrast) > black(&classic) + 14,
        "{} vs {}",
        black(&contrast),
        black(&classic)
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_pdf_page_is_written_and_an_unknown_style_or_format_refused() {
    let dir = scratch("pdf");
    let pdf = dir.join("hand.PDF");
    let o = draw(&pdf, &["--style", "classic"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(std::fs::read(&pdf).expect("pdf").starts_with(b"%PDF-"));

    let o = draw(&dir.join("x.png"), &["--style", "pastel"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("classic or high-contrast"),
        "{}",
        stderr(&o)
    );
    let o = draw(&dir.join("x.jpg"), &[]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains(".png, .svg or .pdf"), "{}", stderr(&o));
    std::fs::remove_dir_all(&dir).ok();
}

/// A record's step drawn as the square table: seen from a seat, the others' hands are tile
/// backs (fewer faces than with every hand open, as `--open` gives again); a seat that is no
/// wind is refused, naming the four.
#[test]
fn a_table_seen_from_a_seat_hides_the_other_hands_unless_open() {
    let dir = scratch("seat");
    let draw_step = |name: &str, extra: &[&str]| {
        let out = dir.join(name);
        let path = out.to_str().expect("a UTF-8 path").to_owned();
        let mut args = vec![
            "diagram",
            "replays/hk-new-style-seed-1.ron",
            "--step",
            "60",
            "-o",
            &path,
        ];
        args.extend(extra);
        let o = tilewise(&args, None);
        assert!(o.status.success(), "{}", stderr(&o));
        std::fs::read_to_string(&out).expect("svg")
    };
    let open = draw_step("open.svg", &[]);
    let west = draw_step("west.svg", &["--seat", "west"]);
    let west_open = draw_step("west-open.svg", &["--seat", "W", "--open"]);
    assert!(
        open.len() > west.len() + 10_000,
        "{} vs {}",
        open.len(),
        west.len()
    );
    // The same tiles open, only turned another way: about as much to draw.
    let ratio = west_open.len() as f32 / open.len() as f32;
    assert!((0.9..1.1).contains(&ratio), "{ratio}");
    assert_ne!(west_open, open);
    let o = tilewise(
        &[
            "diagram",
            "replays/hk-new-style-seed-1.ron",
            "--seat",
            "middle",
            "-o",
            "/tmp/never.svg",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("east, south, west or north"),
        "{}",
        stderr(&o)
    );
    std::fs::remove_dir_all(&dir).ok();
}
