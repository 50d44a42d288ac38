//! The bundled drill sets (`sets/`): every file reads, every hand scores under the set's
//! rules and fits its mode, and the hands show the set's theme.

use tilewise::drill::mode::Mode;
use tilewise::drill::set::{BUNDLED, DrillSet, SetQuestion, parse_set};
use tilewise::hand::{ParseError, parse_ron};
use tilewise::rules::{PaymentRule, Verdict};

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

#[test]
fn a_broken_set_names_its_hand() {
    let (_, text) = BUNDLED[0];
    let broken = text.replacen("111222333m456p77s", "111222333m456p78s", 1);
    let e = parse_set(&broken).unwrap_err();
    assert!(matches!(e, ParseError::SetHand { index: 1, .. }), "{e}");
}
