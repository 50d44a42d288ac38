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

/// A hand of fourteen concealed tiles, drawn in one row: 13, then the winning tile apart.
const ROW_HAND: &str = r#"(
    rules: ZungJung(),
    seat_wind: East,
    prevailing_wind: East,
    concealed: "123456789m11222p",
    winning_tile: "2p",
    win: SelfDraw,
)"#;

pub(crate) const MAGENTA: [u8; 3] = [255, 0, 255];

/// A plain picture of one colour as PNG.
pub(crate) fn plain_png(rgb: [u8; 3]) -> Vec<u8> {
    let mut out = std::io::Cursor::new(Vec::new());
    let [r, g, b] = rgb;
    image::RgbaImage::from_pixel(30, 40, image::Rgba([r, g, b, 255]))
        .write_to(&mut out, image::ImageFormat::Png)
        .expect("png");
    out.into_inner()
}

/// Every tile's file name (notation, bonus tiles, `back`).
pub(crate) fn tile_names() -> Vec<String> {
    let mut names: Vec<String> = ["m", "p", "s"]
        .iter()
        .flat_map(|s| (1..=9).map(move |n| format!("{n}{s}")))
        .collect();
    names.extend((1..=7).map(|n| format!("{n}z")));
    for b in ["F", "S", "A"] {
        names.extend((1..=4).map(|n| format!("{b}{n}")));
    }
    names.push("back".into());
    names
}

/// The row hand drawn with `--tiles set`: the command's output and the PNG's pixels.
fn draw_row(dir: &Path, set: &Path) -> (std::process::Output, Option<image::RgbaImage>) {
    let hand = dir.join("row.ron");
    std::fs::write(&hand, ROW_HAND).expect("hand");
    let png = dir.join("row.png");
    std::fs::remove_file(&png).ok();
    let o = tilewise(
        &[
            "diagram",
            hand.to_str().expect("utf-8"),
            "--tiles",
            set.to_str().expect("utf-8"),
            "--background",
            "ffffff",
            "-o",
            png.to_str().expect("utf-8"),
        ],
        None,
    );
    let image = image::open(&png).ok().map(|i| i.into_rgba8());
    (o, image)
}

/// How many separate runs of (nearly) `rgb` cross the row's middle line: one per tile that
/// shows the colour.
fn runs_of(image: &image::RgbaImage, rgb: [u8; 3]) -> usize {
    let y = image.height() / 2;
    let mut runs = 0;
    let mut inside = false;
    for x in 0..image.width() {
        let px = image.get_pixel(x, y).0;
        let near = (0..3).all(|i| px[i].abs_diff(rgb[i]) < 12);
        if near && !inside {
            runs += 1;
        }
        inside = near;
    }
    runs
}

#[test]
fn a_folder_of_plain_pictures_colours_every_tile() {
    let dir = scratch("tiles-folder");
    let set = dir.join("set");
    std::fs::create_dir_all(&set).expect("set");
    for name in tile_names() {
        std::fs::write(set.join(format!("{name}.png")), plain_png(MAGENTA)).expect("write");
    }
    let (o, image) = draw_row(&dir, &set);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stderr(&o).is_empty(), "{}", stderr(&o));
    let image = image.expect("a PNG");
    assert_eq!(runs_of(&image, MAGENTA), 14);

    // One picture missing, one damaged: drawn as built in, both named; the rest as before.
    std::fs::remove_file(set.join("2p.png")).expect("remove");
    std::fs::write(set.join("1m.png"), b"no picture here").expect("write");
    let (o, image) = draw_row(&dir, &set);
    assert!(o.status.success(), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(err.contains("2p"), "{err}");
    assert!(err.contains("1m.png"), "{err}");
    // 2p three times (the winning tile among them), 1m once.
    assert_eq!(runs_of(&image.expect("a PNG"), MAGENTA), 14 - 3 - 1);
    std::fs::remove_dir_all(&dir).ok();
}

pub(crate) fn write_zip(path: &Path, entries: &[(String, Vec<u8>)]) {
    use std::io::Write;
    let mut zip = zip::ZipWriter::new(std::fs::File::create(path).expect("zip"));
    let options =
        zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
    for (name, bytes) in entries {
        zip.start_file(name.as_str(), options).expect("entry");
        zip.write_all(bytes).expect("bytes");
    }
    zip.finish().expect("zip");
}

#[test]
fn a_zip_draws_like_a_folder_and_a_hostile_one_is_refused() {
    let dir = scratch("tiles-zip");
    let zip_path = dir.join("club.zip");
    let entries: Vec<(String, Vec<u8>)> = tile_names()
        .into_iter()
        .map(|n| (format!("club/{n}.png"), plain_png(MAGENTA)))
        .collect();
    write_zip(&zip_path, &entries);
    let (o, image) = draw_row(&dir, &zip_path);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(runs_of(&image.expect("a PNG"), MAGENTA), 14);

    // A path outside the zip's folder refuses the set: nothing drawn, exit 2.
    let mut evil = entries.clone();
    evil.push(("../x.png".into(), plain_png(MAGENTA)));
    write_zip(&zip_path, &evil);
    let (o, image) = draw_row(&dir, &zip_path);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("../x.png"), "{}", stderr(&o));
    assert!(image.is_none());

    // An entry larger than a picture may be is refused unread (its tile drawn as built in).
    let mut big = entries.clone();
    big[0].1 = vec![0; (16 << 20) + 1];
    write_zip(&zip_path, &big);
    let (o, image) = draw_row(&dir, &zip_path);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("1m.png: 17 MiB, more than 16 MiB"),
        "{}",
        stderr(&o)
    );
    assert_eq!(runs_of(&image.expect("a PNG"), MAGENTA), 13);
    std::fs::remove_dir_all(&dir).ok();
}

/// `draw_row` that gives up after a minute: a command that blocks is a failure, not a hang.
fn draw_row_within_a_minute(dir: &Path, set: &Path) -> (Option<i32>, String, bool) {
    use std::process::{Command, Stdio};
    let hand = dir.join("row.ron");
    std::fs::write(&hand, ROW_HAND).expect("hand");
    let png = dir.join("row.png");
    std::fs::remove_file(&png).ok();
    let mut child = Command::new(env!("CARGO_BIN_EXE_tilewise"))
        .args(["diagram", "--tiles"])
        .arg(set)
        .arg(&hand)
        .arg("-o")
        .arg(&png)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("binary starts");
    for _ in 0..600 {
        if child.try_wait().expect("wait").is_some() {
            let o = child.wait_with_output().expect("output");
            return (o.status.code(), stderr(&o), png.exists());
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    child.kill().ok();
    panic!(
        "diagram --tiles {} still running after a minute",
        set.display()
    );
}

#[test]
fn a_zip_bomb_among_good_pictures_refuses_the_set_whole() {
    use std::io::Write;
    let dir = scratch("tiles-bomb");
    let zip_path = dir.join("bomb.zip");
    let mut zip = zip::ZipWriter::new(std::fs::File::create(&zip_path).expect("zip"));
    let stored =
        zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
    for name in tile_names().into_iter().filter(|n| n != "1m") {
        zip.start_file(format!("{name}.png"), stored)
            .expect("entry");
        zip.write_all(&plain_png(MAGENTA)).expect("bytes");
    }
    let deflated = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated);
    zip.start_file("1m.png", deflated).expect("entry");
    zip.write_all(&vec![0u8; 1 << 20]).expect("bytes");
    zip.finish().expect("zip");
    // The megabyte of zeros declares 5 000 bytes, in the local header and the directory.
    let mut bytes = std::fs::read(&zip_path).expect("zip");
    let size = (1u32 << 20).to_le_bytes();
    let mut patched = 0;
    for i in 0..bytes.len().saturating_sub(4) {
        if bytes[i..i + 4] == size {
            bytes[i..i + 4].copy_from_slice(&5000u32.to_le_bytes());
            patched += 1;
        }
    }
    assert_eq!(patched, 2);
    std::fs::write(&zip_path, &bytes).expect("bomb");
    let (code, err, written) = draw_row_within_a_minute(&dir, &zip_path);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("1m.png"), "{err}");
    assert!(!written, "nothing drawn with a refused set");
    std::fs::remove_dir_all(&dir).ok();
}

#[cfg(unix)]
#[test]
fn a_pipe_among_a_folders_pictures_is_no_picture_and_never_blocks() {
    let dir = scratch("tiles-pipe");
    let tiles = dir.join("club");
    std::fs::create_dir_all(&tiles).expect("folder");
    for name in tile_names().into_iter().filter(|n| n != "1m") {
        std::fs::write(tiles.join(format!("{name}.png")), plain_png(MAGENTA)).expect("picture");
    }
    let made = std::process::Command::new("mkfifo")
        .arg(tiles.join("1m.png"))
        .status();
    assert!(made.expect("mkfifo").success());
    let (code, err, written) = draw_row_within_a_minute(&dir, &tiles);
    assert_eq!(code, Some(0), "{err}");
    assert!(err.contains("1m.png"), "named as no picture: {err}");
    assert!(written);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_file_that_does_not_parse_exits_2_as_with_every_command() {
    let dir = scratch("parse-error");
    let bad = dir.join("bad.ron");
    std::fs::write(&bad, "(concealed: \"123m\", melds: [").expect("file");
    let png = dir.join("x.png");
    let o = tilewise(
        &[
            "diagram",
            bad.to_str().unwrap(),
            "-o",
            png.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    let o = tilewise(&["check", bad.to_str().unwrap()], None);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(!png.exists());
    std::fs::remove_dir_all(&dir).ok();
}
