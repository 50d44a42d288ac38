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
fn scratch(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("tilewise-worksheet-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// Whether a poppler tool runs here; prints a note when it does not.
fn has(tool: &str) -> bool {
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
fn pdf_text(pdf: &Path) -> String {
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

/// Renders every page at 40 dpi; each page's (width, height, non-white pixels).
fn rendered(pdf: &Path, dir: &Path) -> Vec<(u32, u32, usize)> {
    let prefix = dir.join(format!(
        "{}-page",
        pdf.file_stem().and_then(|s| s.to_str()).unwrap_or("pdf")
    ));
    let o = Command::new("pdftoppm")
        .args(["-r", "40", "-png"])
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
        .map(|p| {
            let png = std::fs::read(p).expect("png");
            let pixmap = tiny_skia::Pixmap::decode_png(&png).expect("a PNG");
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
fn notation_in(text: &str) -> Vec<String> {
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
    // The answer key still lists the groups (the check finds them there).
    let key = dir.join("key.pdf");
    worksheet(&[&format!("sets/{}", BUNDLED[0].0), "--answers"], &key);
    assert!(!notation_in(&pdf_text(&key)).is_empty());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_nights_score_sheet_prints_standings_and_each_hand_in_each_language() {
    let dir = scratch("night");
    let record = "replays/club-night-singapore.ron";
    let parsed = tilewise::replay::parse_record(&std::fs::read_to_string(record).expect("record"))
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
