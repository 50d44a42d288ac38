//! The bundled drill sets (`sets/`): every file reads, every hand scores under the set's
//! rules and fits its mode, and the hands show the set's theme.

use tilewise::drill::mode::Mode;
use tilewise::drill::set::{BUNDLED, DrillSet, SetError, SetHand, SetQuestion, parse_set};
use tilewise::i18n::{I18n, Lang};
use tilewise::ron_text::parse_ron;
use tilewise::rules::{PaymentRule, RuleSettings, Verdict};

fn questions(path: &std::path::Path) -> (DrillSet, Vec<SetQuestion>) {
    let text = std::fs::read_to_string(path).expect("readable");
    let set: DrillSet = parse_ron(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let each = set.check_each();
    let problems: Vec<String> = each
        .iter()
        .enumerate()
        .filter_map(|(k, r)| r.as_ref().err().map(|e| format!("hand {}: {e}", k + 1)))
        .collect();
    assert!(problems.is_empty(), "{}: {problems:#?}", path.display());
    let qs: Vec<SetQuestion> = each.into_iter().filter_map(Result::ok).collect();
    (set, qs)
}

fn has(q: &SetQuestion, id: &str) -> bool {
    q.question
        .scored
        .chosen()
        .hits
        .iter()
        .any(|h| h.pattern.id == id)
}

#[test]
fn every_bundled_set_reads_scores_and_fits_its_modes() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("sets");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("sets/")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    files.sort();
    assert_eq!(files.len(), BUNDLED.len(), "every file in sets/ is bundled");
    for path in &files {
        let (set, qs) = questions(path);
        assert!(
            (6..=10).contains(&qs.len()),
            "{}: {} hands",
            path.display(),
            qs.len()
        );
        assert!(qs.iter().all(|q| q.note.is_some()), "{}", path.display());
        for (k, h) in set.hands.iter().enumerate() {
            assert!(
                h.claims.total.is_some(),
                "{} hand {}: the note's total is stated, so it is checked",
                path.display(),
                k + 1
            );
        }
        assert!(qs.iter().all(|q| q.question.scored.verdict == Verdict::Win));
        let text = std::fs::read_to_string(path).expect("readable");
        assert!(parse_set(&text).is_ok());
        let canonical = set.canonical().expect("canonical");
        assert_eq!(
            parse_set(&canonical).map(|s| s.hands.len()),
            Ok(qs.len()),
            "{}",
            path.display()
        );
    }
    for (name, text) in BUNDLED {
        assert!(parse_set(text).is_ok(), "{name}");
    }
    let titles = tilewise::drill::set::bundled_titles();
    assert!(titles.iter().all(|t| !t.ends_with(".ron")), "{titles:?}");
}

fn bundled(name: &str) -> Vec<SetQuestion> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("sets")
        .join(name);
    questions(&path).1
}

#[test]
fn zung_jung_hands_read_in_several_ways() {
    let qs = bundled("zung-jung-freedom.ron");
    let several = qs
        .iter()
        .filter(|q| tilewise::drill::readings::has_choice(&q.question))
        .count();
    assert!(several * 3 >= qs.len() * 2, "{several} of {}", qs.len());
    assert!(qs.iter().filter(|q| q.mode == Mode::BestReading).count() >= 3);
}

#[test]
fn hong_kong_hands_show_bonus_tiles_and_payments() {
    let qs = bundled("hong-kong-bonus-and-payments.ron");
    let bonus = [
        "hk.os.own_bonus",
        "hk.os.round_bonus",
        "hk.os.no_bonus",
        "hk.os.bouquet",
    ];
    for id in bonus {
        assert!(qs.iter().any(|q| has(q, id)), "{id}");
    }
    assert!(qs.iter().filter(|q| q.mode == Mode::Payments).count() >= 3);
}

#[test]
fn singapore_hands_show_liability_and_its_absence() {
    let qs = bundled("singapore-pao.ron");
    let pao = |q: &SetQuestion| {
        q.question
            .scored
            .payments
            .entries
            .iter()
            .find_map(|p| match p.rule {
                PaymentRule::SgPao { pao, .. } => Some(pao.id()),
                _ => None,
            })
    };
    let ids: Vec<Option<&str>> = qs.iter().map(pao).collect();
    for id in [
        "sg.pao.dragons",
        "sg.pao.winds",
        "sg.pao.full_flush",
        "sg.pao.fresh_tile_mahjong",
    ] {
        assert!(ids.contains(&Some(id)), "{id}: {ids:?}");
    }
    assert!(ids.iter().filter(|p| p.is_none()).count() >= 2, "{ids:?}");
    assert!(qs.iter().all(|q| q.mode == Mode::Payments));
}

#[test]
fn sichuan_hands_show_roots_and_both_caps() {
    let qs = bundled("sichuan-roots-and-caps.ron");
    assert!(qs.iter().filter(|q| has(q, "sc.root")).count() >= 4);
    let totals: Vec<u32> = qs.iter().map(|q| q.question.scored.total()).collect();
    assert!(totals.contains(&8) && totals.contains(&16), "{totals:?}");
    assert!(
        qs.iter().any(|q| q.question.scored.chosen().sum >= 5),
        "a hand past the second cap"
    );
}

/// The language a bundled set's file name says: `name.ru.ron`, `name.pl.ron`, else English.
fn language_of_file(name: &str) -> Lang {
    let stem = name.trim_end_matches(".ron");
    match stem.rsplit_once('.') {
        Some((_, tag)) => Lang::from_tag(tag).unwrap_or_else(|| panic!("{name}: language tag")),
        None => Lang::English,
    }
}

#[test]
fn every_system_has_a_set_in_every_language() {
    for (name, text) in BUNDLED {
        let set = parse_set(text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(set.language, language_of_file(name), "{name}");
    }
    for id in RuleSettings::IDS {
        for lang in Lang::ALL {
            let n = BUNDLED
                .iter()
                .filter_map(|(_, text)| parse_set(text).ok())
                .filter(|s| s.rules.id() == *id && s.language == lang)
                .count();
            assert!(n >= 1, "{id} has no set in {}", lang.tag());
        }
    }
}

/// The patterns a note names, by their names in the note's language (as the sheet shows them,
/// compared without case): the longest names first, each occurrence taken once, so that a
/// name inside a longer one ("Dragon Pung" in "Small Three Dragons") is not found twice.
fn patterns_named(note: &str, rules: &RuleSettings, i18n: &I18n) -> Vec<&'static str> {
    let mut names: Vec<(String, &'static str)> = rules
        .patterns()
        .into_iter()
        .map(|p| (i18n.pattern(p.id, p.name).to_lowercase(), p.id))
        .collect();
    names.sort_by_key(|(name, _)| std::cmp::Reverse(name.chars().count()));
    let mut rest = note.to_lowercase();
    let mut found = Vec::new();
    for (name, id) in names {
        if rest.contains(&name) {
            rest = rest.replace(&name, "\u{1}");
            found.push(id);
        }
    }
    found
}

#[test]
fn every_pattern_a_note_names_is_claimed_and_so_checked_against_the_sheet() {
    let mut unclaimed = Vec::new();
    for (file, text) in BUNDLED {
        let set = parse_set(text).unwrap_or_else(|e| panic!("{file}: {e}"));
        let i18n = I18n::get(set.language);
        for (k, SetHand { note, claims, .. }) in set.hands.iter().enumerate() {
            let note = note.as_deref().unwrap_or_default();
            for id in patterns_named(note, &set.rules, i18n) {
                if !claims
                    .scored
                    .iter()
                    .chain(&claims.not_scored)
                    .any(|c| c == id)
                {
                    unclaimed.push(format!("{file} hand {}: {id}", k + 1));
                }
            }
        }
    }
    assert!(
        unclaimed.is_empty(),
        "notes name patterns without claiming whether they count: {unclaimed:#?}"
    );
}

#[test]
fn a_note_that_contradicts_the_sheet_is_refused_by_hand() {
    let (name, text) = BUNDLED
        .iter()
        .find(|(name, _)| *name == "zung-jung-freedom.ru.ron")
        .expect("the Russian Zung Jung set");
    let wrong_total = text.replacen("total: 135", "total: 136", 1);
    let e = parse_set(&wrong_total).unwrap_err();
    assert!(matches!(e, SetError::Hand { index: 1, .. }), "{name}: {e}");
    assert!(e.to_string().contains("136"), "{e}");
    let ru = I18n::get(Lang::Russian).text(&e);
    assert!(ru.contains("136") && ru.contains("135"), "{ru}");
    // Hand 6 scores its triplets: Three Identical Sequences is not on its sheet.
    let wrong_pattern = text.replacen(
        "scored: [\"zj.7.2.1\", \"zj.4.1\"",
        "scored: [\"zj.5.1.3\", \"zj.4.1\"",
        1,
    );
    assert_ne!(&wrong_pattern, text);
    let e = parse_set(&wrong_pattern).unwrap_err();
    assert!(matches!(e, SetError::Hand { index: 6, .. }), "{e}");
    let unknown = text.replacen("\"zj.4.1\"", "\"zj.99\"", 1);
    assert!(
        parse_set(&unknown)
            .unwrap_err()
            .to_string()
            .contains("zj.99")
    );
    let (_, sg) = BUNDLED
        .iter()
        .find(|(name, _)| *name == "singapore-pao.pl.ron")
        .expect("the Polish Singapore set");
    let e = parse_set(&sg.replacen("(West, 64)", "(West, 32)", 1)).unwrap_err();
    let pl = I18n::get(Lang::Polish).text(&e);
    assert!(pl.contains("Zachód") && pl.contains("64"), "{pl}");
}

#[test]
fn zung_jung_hand_six_offers_no_all_sequences_reading() {
    let qs = bundled("zung-jung-freedom.ron");
    let q = &qs[5].question;
    assert!(
        q.scored
            .evaluations
            .iter()
            .all(|e| e.hits.iter().all(|h| h.pattern.id != "zj.1.1")),
        "777m is a pung in every reading"
    );
    let note = qs[5].note.as_deref().unwrap_or_default();
    assert!(note.contains("never on offer"), "{note}");
}

#[test]
fn a_broken_set_names_its_hand() {
    let (_, text) = BUNDLED[0];
    let broken = text.replacen("111222333m456p77s", "111222333m456p78s", 1);
    let e = parse_set(&broken).unwrap_err();
    assert!(matches!(e, SetError::Hand { index: 1, .. }), "{e}");
}
