//! Printed worksheets as a reader gets them: `tilewise worksheet` writes a PDF that poppler
//! reads (`pdftotext` finds the title, every total of the answer key, Cyrillic and Polish
//! text) and renders (`pdftoppm` gives pages with ink on them). Where poppler is missing the
//! PDF checks are skipped with a note; the command's own checks still run.

use crate::common;
use common::{stderr, tilewise};
use std::path::{Path, PathBuf};
use std::process::Command;
use tilewise::drill::set::{BUNDLED, parse_set};
use tilewise::i18n::I18n;
use tilewise::rules::sheet_in;

/// A fresh folder for one test's files.
pub(crate) fn scratch(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("tilewise-worksheet-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// Whether a poppler tool runs here; prints a note when it does not.
pub(crate) fn has(tool: &str) -> bool {
    let ok = Command::new(tool).arg("-v").output().is_ok();
    if !ok {
        println!("note: {tool} is not installed; the PDF's text and pages are not checked");
    }
    ok
}

/// Writes a worksheet with the command line; panics unless it exits 0.
fn worksheet(args: &[&str], out: &Path) {
    let mut all: Vec<&str> = vec!["worksheet"];
    all.extend(args);
    let path = out.display().to_string();
    all.extend(["-o", &path]);
    let o = tilewise(&all, None);
    assert_eq!(o.status.code(), Some(0), "{all:?}: {}", stderr(&o));
    assert!(out.is_file());
}

/// The PDF's text, whitespace made single spaces (lines wrap where the layout wraps them).
pub(crate) fn pdf_text(pdf: &Path) -> String {
    let o = Command::new("pdftotext")
        .arg(pdf)
        .arg("-")
        .output()
        .expect("pdftotext runs");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8_lossy(&o.stdout)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Renders every page at `dpi` with pdftoppm, in page order.
fn pages(pdf: &Path, dir: &Path, dpi: u32) -> Vec<tiny_skia::Pixmap> {
    let prefix = dir.join(format!(
        "{}-page",
        pdf.file_stem().and_then(|s| s.to_str()).unwrap_or("pdf")
    ));
    let o = Command::new("pdftoppm")
        .args(["-r", &dpi.to_string(), "-png"])
        .arg(pdf)
        .arg(&prefix)
        .output()
        .expect("pdftoppm runs");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let stem = prefix
        .file_name()
        .and_then(|s| s.to_str())
        .unwrap_or_default()
        .to_string();
    let mut pages: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("dir")
        .map(|e| e.expect("entry").path())
        .filter(|p| {
            p.extension().is_some_and(|e| e == "png")
                && p.file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| n.starts_with(&stem))
        })
        .collect();
    pages.sort();
    pages
        .iter()
        .map(|p| tiny_skia::Pixmap::decode_png(&std::fs::read(p).expect("png")).expect("a PNG"))
        .collect()
}

/// Renders every page at 40 dpi; each page's (width, height, non-white pixels).
fn rendered(pdf: &Path, dir: &Path) -> Vec<(u32, u32, usize)> {
    pages(pdf, dir, 40)
        .iter()
        .map(|pixmap| {
            let ink = pixmap
                .pixels()
                .iter()
                .filter(|c| c.red() < 200 || c.green() < 200 || c.blue() < 200)
                .count();
            (pixmap.width(), pixmap.height(), ink)
        })
        .collect()
}

#[test]
fn every_bundled_set_prints_with_its_title_and_every_total_of_the_key() {
    let dir = scratch("bundled");
    let poppler = has("pdftotext") && has("pdftoppm");
    for (name, text) in BUNDLED {
        let set = parse_set(text).expect("bundled set");
        let pdf = dir.join(name.replace(".ron", ".pdf"));
        worksheet(&[&format!("sets/{name}"), "--answers"], &pdf);
        let bytes = std::fs::read(&pdf).expect("pdf");
        assert!(bytes.starts_with(b"%PDF-"), "{name}");
        if !poppler {
            continue;
        }
        let text = pdf_text(&pdf);
        let title = set.title.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(text.contains(&title), "{name}: no title in {text}");
        // The sheet is in the set's own language.
        let i18n = I18n::get(set.language);
        for (k, q) in set.questions().expect("questions").iter().enumerate() {
            let sheet = sheet_in(&q.question.hand, &q.question.scored, i18n);
            let amount = i18n.amount(sheet.unit.unwrap_or("points"), q.question.scored.total());
            let total = i18n.tr_args("sheet-total", &[("amount", amount.into())]);
            let total = total.split_whitespace().collect::<Vec<_>>().join(" ");
            assert!(
                text.contains(&total),
                "{name}: hand {} «{total}» missing",
                k + 1
            );
        }
        assert!(text.contains(&i18n.tr("worksheet-answer-key")), "{name}");
        if name == "zung-jung-freedom.ron" {
            // The 25-point rule's payment is set with a real minus sign, not a hyphen.
            assert!(text.contains(" − 50 = "), "{name}: {text}");
        }
        let pages = rendered(&pdf, &dir);
        assert!(pages.len() >= 2, "{name}: {pages:?}");
        for (w, h, ink) in &pages {
            assert!(
                *ink > (*w * *h) as usize / 100,
                "{name}: a page nearly blank ({ink} of {w}×{h})"
            );
        }
    }
}

#[test]
fn a_russian_sheet_is_in_cyrillic_and_a_polish_one_keeps_its_diacritics() {
    let dir = scratch("languages");
    let set = "sets/hong-kong-bonus-and-payments.ron";
    let ru = dir.join("ru.pdf");
    let pl = dir.join("pl.pdf");
    worksheet(&[set, "--answers", "--lang", "ru"], &ru);
    worksheet(&[set, "--answers", "--lang", "pl"], &pl);
    if !has("pdftotext") {
        return;
    }
    let text = pdf_text(&ru);
    for words in [
        "Какие комбинации засчитываются?",
        "Сколько платит победителю",
        "Ответы",
        "Итог: 4 фан",
        "Имя:",
    ] {
        assert!(text.contains(words), "{words} not in {text}");
    }
    let text = pdf_text(&pl);
    for words in [
        "Które układy się liczą?",
        "Ile każdy gracz płaci",
        "Odpowiedzi",
        "Razem:",
    ] {
        assert!(text.contains(words), "{words} not in {text}");
    }
}

#[test]
fn letter_and_a4_pages_differ() {
    let dir = scratch("paper");
    let set = "sets/singapore-pao.ron";
    let a4 = dir.join("a4.pdf");
    let letter = dir.join("letter.pdf");
    worksheet(&[set], &a4);
    worksheet(&[set, "--paper", "letter"], &letter);
    if !has("pdftoppm") {
        return;
    }
    let (a4, letter) = (rendered(&a4, &dir), rendered(&letter, &dir));
    // 40 dpi: A4 is 8.27 × 11.69 in, Letter 8.5 × 11 in.
    assert!(a4.iter().all(|&(w, h, _)| (w, h) == (331, 468)), "{a4:?}");
    assert!(
        letter.iter().all(|&(w, h, _)| (w, h) == (340, 440)),
        "{letter:?}"
    );
}

#[test]
fn a_hostile_set_gives_an_error_and_no_file() {
    let dir = scratch("hostile");
    let out = dir.join("never.pdf");
    let shown = out.display().to_string();
    let cases = [
        ("(title: \"x\", hands: [", 2, "line 1"),
        ("not ron at all", 2, "line 1"),
        ("(title: \"x\", hands: [])", 1, "no hands"),
        (
            "(title: \"x\", hands: [(mode: Total, hand: (concealed: \"123m456p789s234s55z\", winning_tile: \"5z\")), (mode: Total, hand: (concealed: \"123m456p789s234s55p\", winning_tile: \"5z\"))])",
            1,
            "hand 2",
        ),
    ];
    for (text, code, says) in cases {
        let set = dir.join("bad.ron");
        std::fs::write(&set, text).expect("write");
        let path = set.display().to_string();
        let o = tilewise(&["worksheet", &path, "-o", &shown], None);
        assert_eq!(o.status.code(), Some(code), "{text}: {}", stderr(&o));
        assert!(stderr(&o).contains(says), "{text}: {}", stderr(&o));
        assert!(!stderr(&o).contains("panicked"));
        assert!(!out.exists(), "{text}: a file was written");
    }
    let o = tilewise(&["worksheet", "/no/such/set.ron", "-o", &shown], None);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn a_sheet_straight_from_the_generator() {
    let dir = scratch("generated");
    let pdf = dir.join("gen.pdf");
    let args = [
        "--from-rules",
        "zung-jung",
        "--pattern",
        "zj.1.1",
        "--count",
        "5",
        "--seed",
        "7",
        "--answers",
    ];
    worksheet(&args, &pdf);
    let again = dir.join("again.pdf");
    worksheet(&args, &again);
    assert_eq!(
        std::fs::read(&pdf).expect("pdf"),
        std::fs::read(&again).expect("pdf"),
        "the same seed, the same sheet"
    );
    let o = tilewise(
        &[
            "worksheet",
            "--from-rules",
            "zung-jung",
            "--pattern",
            "nope",
            "-o",
            "x.pdf",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    if !has("pdftotext") {
        return;
    }
    let text = pdf_text(&pdf);
    assert!(text.contains("Zung Jung: All Sequences"), "{text}");
    assert_eq!(text.matches("Seat: ").count(), 5, "{text}");
    assert!(text.contains("All Sequences"), "{text}");
}

/// The words of a text that are tile notation: `2z`, `123m`, `F1`, `S4`, `A2`.
pub(crate) fn notation_in(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| {
            let chars: Vec<char> = w.chars().collect();
            let Some((&last, head)) = chars.split_last() else {
                return false;
            };
            let suited = !head.is_empty()
                && head.iter().all(|c| ('1'..='9').contains(c))
                && matches!(last, 'm' | 'p' | 's' | 'z');
            let bonus = matches!(chars.as_slice(), ['F' | 'S' | 'A', '1'..='4']);
            suited || bonus
        })
        .map(str::to_string)
        .collect()
}

#[test]
fn question_pages_name_tiles_in_words_never_in_notation() {
    assert_eq!(
        notation_in("Tile: 2z, bonus F1 · 123m (S4)"),
        ["2z", "F1", "123m", "S4"]
    );
    assert!(notation_in("Стр. 2 из 5 · 3 бамбука · Flower 1 (plum) · 25 points").is_empty());
    let dir = scratch("notation");
    if !has("pdftotext") {
        return;
    }
    let mut sheets: Vec<(String, Vec<String>)> = BUNDLED
        .iter()
        .map(|(name, _)| (name.to_string(), vec![format!("sets/{name}")]))
        .collect();
    for mode in ["best-reading", "waits", "payments"] {
        let args = [
            "--from-rules",
            "singapore",
            "--mode",
            mode,
            "--seed",
            "3",
            "--count",
            "4",
        ];
        sheets.push((mode.to_string(), args.map(String::from).to_vec()));
    }
    for (name, args) in &sheets {
        for (lang, word) in [("ru", "Место"), ("pl", "Miejsce"), ("en", "Seat")] {
            let pdf = dir.join(format!("{name}-{lang}.pdf"));
            let mut all: Vec<&str> = args.iter().map(String::as_str).collect();
            all.extend(["--lang", lang]);
            worksheet(&all, &pdf);
            let text = pdf_text(&pdf);
            assert!(text.contains(word), "{name} {lang}: {text:.300}");
            let found = notation_in(&text);
            assert!(
                found.is_empty(),
                "{name} {lang}: notation {found:?} in {text}"
            );
        }
    }
    // The answer key names each pattern's tiles in words too (the teacher's notes of the
    // English sets are the teacher's, notation and all; `club_words` reads the Russian and
    // Polish keys whole).
    let key = dir.join("key.pdf");
    worksheet(&["sets/zung-jung-freedom.ru.ron", "--answers"], &key);
    let text = pdf_text(&key);
    assert!(notation_in(&text).is_empty(), "{text}");
    assert!(text.contains("1-2-3 иероглифов"), "{text}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_nights_score_sheet_prints_standings_and_each_hand_in_each_language() {
    let dir = scratch("night");
    let record = "replays/club-night-singapore.ron";
    let parsed = tilewise::formats::game_record::parse_record(
        &std::fs::read_to_string(record).expect("record"),
    )
    .expect("a record");
    let replay =
        tilewise::game::replay_keeping(&parsed, tilewise::game::Snapshots::None).expect("replays");
    let first = replay.wins.first().expect("a win");
    let winner = &parsed.header.players[first.player];
    for (lang, standings, won) in [
        ("en", "Standings", format!("{winner}, ")),
        ("ru", "Итоги", format!("{winner}: победа")),
        ("pl", "Klasyfikacja", format!("{winner}: wygrana")),
    ] {
        let pdf = dir.join(format!("night-{lang}.pdf"));
        let path = pdf.display().to_string();
        let o = tilewise(
            &["report", record, "--pdf", "--lang", lang, "-o", &path],
            None,
        );
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        let bytes = std::fs::read(&pdf).expect("pdf");
        assert!(bytes.starts_with(b"%PDF-"));
        if !has("pdftotext") {
            continue;
        }
        let text = pdf_text(&pdf);
        assert!(text.contains(standings), "{lang}: {text:.400}");
        for name in &parsed.header.players {
            assert!(text.contains(name.as_str()), "{lang}: {name}");
        }
        assert!(text.contains(&won), "{lang}: no {won:?} in {text}");
    }
    // --pdf writes a file: it needs one.
    let o = tilewise(&["report", record, "--pdf"], None);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    std::fs::remove_dir_all(&dir).ok();
}

// ---------------------------------------------------------------------------------------------
// `--tiles`: a tile set from pictures.

use crate::diagram::{MAGENTA, plain_png, tile_names, write_zip};

/// A folder with every tile's picture: all of `rgb`, or (with `None`) each tile a colour of
/// its own.
fn tile_folder(dir: &Path, rgb: Option<[u8; 3]>) -> PathBuf {
    let set = dir.join("tiles");
    std::fs::create_dir_all(&set).expect("set");
    for (k, name) in tile_names().iter().enumerate() {
        let k = k as u8;
        let rgb = rgb.unwrap_or([k * 5, 255 - k * 5, 100]);
        std::fs::write(set.join(format!("{name}.png")), plain_png(rgb)).expect("write");
    }
    set
}

/// `worksheet SET --answers --tiles TILES -o OUT`: the command's output.
fn with_tiles(set: &str, tiles: &Path, out: &Path) -> std::process::Output {
    let (tiles, out) = (tiles.display().to_string(), out.display().to_string());
    tilewise(
        &["worksheet", set, "--answers", "--tiles", &tiles, "-o", &out],
        None,
    )
}

/// How many image objects a PDF holds (their dictionaries as krilla writes them).
fn image_objects(pdf: &[u8]) -> usize {
    let key = b"/Subtype/Image";
    pdf.windows(key.len()).filter(|w| w == key).count()
}

/// How many pixels of a page are (nearly) `rgb`.
fn pixels_of(page: &tiny_skia::Pixmap, rgb: [u8; 3]) -> usize {
    page.pixels()
        .iter()
        .filter(|c| {
            let c = c.demultiply();
            [c.red(), c.green(), c.blue()]
                .iter()
                .zip(rgb)
                .all(|(a, b)| a.abs_diff(b) < 16)
        })
        .count()
}

#[test]
fn a_tile_set_draws_every_tile_and_each_picture_is_embedded_once() {
    use tilewise::art::tile::Face;
    use tilewise::hand::MeldKind;
    let dir = scratch("tiles-once");
    let tiles = tile_folder(&dir, None);
    let set_path = "sets/singapore-pao.ron";
    let pdf = dir.join("pao.pdf");
    let o = with_tiles(set_path, &tiles, &pdf);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stderr(&o).is_empty(), "{}", stderr(&o));
    // The faces the set's hands show, each a picture of its own colour: one image each.
    let set = parse_set(&std::fs::read_to_string(set_path).expect("set")).expect("set");
    let mut faces: Vec<Face> = Vec::new();
    for q in set.questions().expect("questions") {
        let hand = &q.question.hand;
        faces.extend(
            tilewise::tiles::tiles_of(&hand.concealed)
                .into_iter()
                .map(Face::Tile),
        );
        for meld in &hand.melds {
            faces.extend(meld.tiles().into_iter().map(Face::Tile));
            if meld.kind == MeldKind::ConcealedKong {
                faces.push(Face::Back);
            }
        }
        faces.extend(hand.bonus.iter().map(|&b| Face::Bonus(b)));
    }
    let drawn = faces.len();
    faces.sort_by_key(|&f| tilewise::art::faces::face_slot(f));
    faces.dedup();
    assert!(
        drawn > 2 * faces.len(),
        "{drawn} tiles, {} faces",
        faces.len()
    );
    let bytes = std::fs::read(&pdf).expect("pdf");
    assert_eq!(image_objects(&bytes), faces.len());
    // Without a set: no image at all.
    let plain = dir.join("plain.pdf");
    worksheet(&[set_path, "--answers"], &plain);
    assert_eq!(image_objects(&std::fs::read(&plain).expect("pdf")), 0);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_single_colour_set_shows_on_the_page_a_zip_the_same_and_a_missing_tile_is_named() {
    let dir = scratch("tiles-colour");
    let tiles = tile_folder(&dir, Some(MAGENTA));
    let set = "sets/zung-jung-freedom.ron";
    let pdf = dir.join("magenta.pdf");
    let o = with_tiles(set, &tiles, &pdf);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stderr(&o).is_empty(), "{}", stderr(&o));
    let folder_pdf = std::fs::read(&pdf).expect("pdf");

    // The same pictures zipped in a folder: the same sheet, byte for byte.
    let zip_path = dir.join("club.zip");
    let entries: Vec<(String, Vec<u8>)> = tile_names()
        .into_iter()
        .map(|n| (format!("club/{n}.png"), plain_png(MAGENTA)))
        .collect();
    write_zip(&zip_path, &entries);
    let zipped = dir.join("zipped.pdf");
    let o = with_tiles(set, &zip_path, &zipped);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(std::fs::read(&zipped).expect("pdf"), folder_pdf);

    if has("pdftoppm") {
        // As a reader sees it: the question page's tiles are magenta, none without the set.
        let first = pages(&pdf, &dir, 60).remove(0);
        let magenta = pixels_of(&first, MAGENTA);
        // 60 dpi: a hand's tile is about 23 × 32 pixels; four hands or more on the page.
        assert!(magenta > 4 * 14 * 300, "{magenta} magenta pixels");
        let plain = dir.join("plain.pdf");
        worksheet(&[set, "--answers"], &plain);
        let first = pages(&plain, &dir, 60).remove(0);
        assert_eq!(pixels_of(&first, MAGENTA), 0);
    }

    // One picture missing, one damaged: printed all the same, both named on standard error,
    // in the sheet's language.
    std::fs::remove_file(tiles.join("2p.png")).expect("remove");
    std::fs::write(tiles.join("1m.png"), b"no picture here").expect("write");
    let out = dir.join("fallback.pdf");
    let o = with_tiles(set, &tiles, &out);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(err.contains("2p"), "{err}");
    assert!(err.contains("1m.png"), "{err}");
    assert!(err.contains("--tiles"), "{err}");
    assert!(std::fs::read(&out).expect("pdf").starts_with(b"%PDF-"));
    let tiles_arg = tiles.display().to_string();
    let ru = dir.join("ru.pdf").display().to_string();
    let o = tilewise(
        &[
            "worksheet",
            set,
            "--tiles",
            &tiles_arg,
            "--lang",
            "ru",
            "-o",
            &ru,
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stderr(&o).contains("1m.png"), "{}", stderr(&o));
    assert_ne!(stderr(&o), err, "the notices in Russian");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_tile_set_that_cannot_be_used_is_refused_and_nothing_written() {
    let dir = scratch("tiles-bad");
    let out = dir.join("never.pdf");
    let set = "sets/singapore-pao.ron";
    // Not there; no usable picture; a zip with a path outside its folder.
    let nowhere = dir.join("nowhere");
    let empty = dir.join("empty");
    std::fs::create_dir_all(&empty).expect("folder");
    std::fs::write(empty.join("readme.txt"), b"hi").expect("write");
    let evil = dir.join("evil.zip");
    write_zip(
        &evil,
        &[
            ("1m.png".into(), plain_png(MAGENTA)),
            ("../x.png".into(), plain_png(MAGENTA)),
        ],
    );
    for (tiles, says) in [
        (&nowhere, "nowhere"),
        (&empty, "empty"),
        (&evil, "../x.png"),
    ] {
        let o = with_tiles(set, tiles, &out);
        assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
        let err = stderr(&o);
        assert!(err.contains("--tiles"), "{err}");
        assert!(err.contains(says), "{err}");
        assert!(!err.contains("panicked"), "{err}");
        assert!(!out.exists(), "{}: a file was written", tiles.display());
    }
    // The zip of tiles is read: never written over.
    let tiles = tile_folder(&dir, Some(MAGENTA));
    let zip_path = dir.join("club.zip");
    let entries: Vec<(String, Vec<u8>)> = tile_names()
        .into_iter()
        .map(|n| {
            (
                format!("{n}.png"),
                std::fs::read(tiles.join(format!("{n}.png"))).expect("png"),
            )
        })
        .collect();
    write_zip(&zip_path, &entries);
    let before = std::fs::read(&zip_path).expect("zip");
    let o = with_tiles(set, &zip_path, &zip_path);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert_eq!(std::fs::read(&zip_path).expect("zip"), before);
    std::fs::remove_dir_all(&dir).ok();
}
