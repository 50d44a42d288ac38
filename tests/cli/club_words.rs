//! Everything a Russian or a Polish club reads from Tilewise on paper and in text — every
//! bundled worksheet with its answer key, the night's score sheet, and the text of
//! `patterns`, `check`, `report`, `review` and `advise` — names tiles in words and speaks the
//! club's language: no tile notation (`5m`, `123p`, `F1`, `S4`, `A2`), no English word but
//! the glossary's kept terms (`KEPT_IN_ENGLISH`, `SAME_IN_POLISH`, `SAME_EVERYWHERE`), and
//! figures with the decimal comma.

use crate::common::{stderr, stdout, tilewise};
use crate::worksheet::{has, notation_in, pdf_text, scratch};
use std::collections::BTreeSet;
use tilewise::i18n::{KEPT_IN_ENGLISH, SAME_EVERYWHERE, SAME_IN_POLISH};

/// The words of a translation file's messages (placeholders and ids left out), lower case.
fn ftl_words(lang: &str) -> BTreeSet<String> {
    let path = format!("{}/assets/i18n/{lang}.ftl", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("a translation file");
    let mut words = BTreeSet::new();
    for line in text.lines() {
        let line = line.trim_start();
        if line.starts_with('#') {
            continue;
        }
        let message = match line.split_once(" = ") {
            Some((_, m)) => m,
            None => line.trim_start_matches(['[', '*']),
        };
        let mut plain = String::new();
        let mut depth = 0usize;
        for c in message.chars() {
            match c {
                '{' => depth += 1,
                '}' => depth = depth.saturating_sub(1),
                _ if depth == 0 => plain.push(c),
                _ => plain.push(' '),
            }
        }
        words.extend(letters_only(&plain));
    }
    words
}

/// The words of a text made of letters only, lower case: ids (`zj.1.1`, `hk-old-style`),
/// file names, numbers and notation are not words.
fn letters_only(text: &str) -> Vec<String> {
    text.split(|c: char| c.is_whitespace() || ",;:()«»„”“\"'!?·—–×+=[]<>%".contains(c))
        .map(|w| w.trim_end_matches('.'))
        .filter(|w| !w.is_empty() && w.chars().all(char::is_alphabetic))
        .map(str::to_lowercase)
        .collect()
}

/// What a reader of `lang` (ru, pl) would find English in `text`: a word of Latin letters in
/// Russian, a word of the English messages that Polish does not use in Polish; the glossary's
/// kept terms and the names in `names` (players, a set's author) are not counted.
struct English {
    lang: &'static str,
    english_only: BTreeSet<String>,
    kept: BTreeSet<String>,
}

impl English {
    fn new(lang: &'static str) -> English {
        let own = ftl_words(lang);
        let english_only = ftl_words("en")
            .into_iter()
            .filter(|w| w.chars().count() >= 3 && !own.contains(w))
            .collect();
        let mut kept: BTreeSet<String> = [KEPT_IN_ENGLISH, SAME_EVERYWHERE]
            .concat()
            .iter()
            .flat_map(|t| letters_only(t))
            .collect();
        if lang == "pl" {
            kept.extend(SAME_IN_POLISH.iter().flat_map(|t| letters_only(t)));
        }
        English {
            lang,
            english_only,
            kept,
        }
    }

    fn found(&self, text: &str, names: &[String]) -> Vec<String> {
        let names: BTreeSet<String> = names.iter().flat_map(|n| letters_only(n)).collect();
        letters_only(text)
            .into_iter()
            .filter(|w| !self.kept.contains(w) && !names.contains(w))
            .filter(|w| match self.lang {
                "ru" => w.chars().any(|c| c.is_ascii_alphabetic()),
                _ => self.english_only.contains(w),
            })
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect()
    }
}

/// The players' names and the event of a record: the club's own words, in any letters.
fn players(record: &str) -> Vec<String> {
    let text = std::fs::read_to_string(record).expect("a record");
    let parsed = tilewise::formats::game_record::parse_record(&text).expect("a record");
    let mut names = parsed.header.players.to_vec();
    names.extend(parsed.header.event);
    names
}

/// Runs the command line; its standard output, which must be a success or the given code.
fn run(args: &[&str], codes: &[i32]) -> String {
    let o = tilewise(args, None);
    let code = o.status.code().unwrap_or(-1);
    assert!(codes.contains(&code), "{args:?}: {code}: {}", stderr(&o));
    stdout(&o)
}

/// Asserts that `text` names tiles in words and holds no English.
fn assert_club_words(what: &str, text: &str, english: &English, names: &[String]) {
    let notation = notation_in(text);
    assert!(
        notation.is_empty(),
        "{what}: tile notation {notation:?} in\n{text}"
    );
    let found = english.found(text, names);
    assert!(found.is_empty(), "{what}: English {found:?} in\n{text}");
}

fn sets_of(lang: &str) -> Vec<String> {
    let mut sets: Vec<String> = std::fs::read_dir(format!("{}/sets", env!("CARGO_MANIFEST_DIR")))
        .expect("the sets")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(&format!(".{lang}.ron")))
        .map(|n| format!("sets/{n}"))
        .collect();
    sets.sort();
    assert!(sets.len() >= 5, "{lang}: {sets:?}");
    sets
}

const RECORDS: [&str; 6] = [
    "replays/club-night-zung-jung.ron",
    "replays/club-night-hong-kong-old-style.ron",
    "replays/club-night-singapore.ron",
    "replays/singapore-seed-814.ron",
    "replays/singapore-liability-demo.ron",
    "replays/zj-scoring-mistake.ron",
];

#[test]
fn the_text_a_club_reads_names_tiles_in_words_in_its_own_language() {
    for lang in ["ru", "pl"] {
        let english = English::new(lang);
        let none: Vec<String> = Vec::new();
        for rules in [
            "zung-jung",
            "hk-old-style",
            "hk-new-style",
            "singapore",
            "sichuan",
        ] {
            let text = run(&["patterns", "--rules", rules, "--lang", lang], &[0]);
            assert_club_words(&format!("patterns {rules} {lang}"), &text, &english, &none);
        }
        for set in sets_of(lang) {
            let text = run(&["check", &set, "--lang", lang], &[0]);
            assert_club_words(&format!("check {set}"), &text, &english, &none);
        }
        for record in RECORDS {
            let names = players(record);
            let text = run(&["check", record, "--lang", lang], &[0, 3]);
            assert_club_words(&format!("check {record} {lang}"), &text, &english, &names);
            let text = run(&["report", record, "--lang", lang], &[0, 3]);
            assert_club_words(&format!("report {record} {lang}"), &text, &english, &names);
        }
        for (record, player) in [
            ("replays/zj-short-demo.ron", "Ann"),
            ("replays/sichuan-short-demo.ron", "Di"),
        ] {
            let text = run(
                &["review", record, "--player", player, "--lang", lang],
                &[0],
            );
            let names = players(record);
            assert_club_words(&format!("review {record} {lang}"), &text, &english, &names);
            crate::common::assert_decimal_mark(lang, &text);
        }
        for (rules, hand, melds) in [
            ("zung-jung", "1555m2346p444s", "pung 2p"),
            ("sichuan", "123456789m11s23s5p", ""),
        ] {
            let mut args = vec!["advise", "--rules", rules, "--hand", hand, "--lang", lang];
            if !melds.is_empty() {
                args.extend(["--melds", melds]);
            }
            let text = run(&args, &[0]);
            assert_club_words(&format!("advise {hand} {lang}"), &text, &english, &none);
            crate::common::assert_decimal_mark(lang, &text);
        }
    }
}

#[test]
fn every_worksheet_answer_key_and_night_sheet_names_tiles_in_words() {
    if !has("pdftotext") {
        return;
    }
    let dir = scratch("club-words");
    for lang in ["ru", "pl"] {
        let english = English::new(lang);
        for set in sets_of(lang) {
            let pdf = dir.join(format!("{}.pdf", set.replace('/', "-")));
            let path = pdf.display().to_string();
            run(&["worksheet", &set, "--answers", "-o", &path], &[0]);
            let text = pdf_text(&pdf);
            let author =
                tilewise::drill::set::parse_set(&std::fs::read_to_string(&set).expect("a set"))
                    .map(|s| vec![s.author])
                    .unwrap_or_default();
            assert_club_words(&format!("worksheet {set}"), &text, &english, &author);
        }
        for record in RECORDS {
            let pdf = dir.join(format!("night-{lang}.pdf"));
            let path = pdf.display().to_string();
            run(
                &["report", record, "--pdf", "--lang", lang, "-o", &path],
                &[0, 3],
            );
            let text = pdf_text(&pdf);
            let names = players(record);
            assert_club_words(
                &format!("night sheet {record} {lang}"),
                &text,
                &english,
                &names,
            );
        }
    }
    std::fs::remove_dir_all(&dir).ok();
}
