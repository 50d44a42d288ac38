//! Screens that explain themselves (issue 21): the calculator's payments with the discarder
//! not recorded, its refusals and tile-count sentence in the status line; "Add to set" under
//! a chosen system, its refusals said in the set panel, the set's hands drawn as tiles; the
//! set panel beside, never over, the controls it is used with (1024×700 and 1440×900); the
//! drill's round summary showing a question again with its sheet.

use crate::harness::{app_harness, app_harness_sized, apply, click, click_sample};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use tilewise::app::i18n::{I18n, Lang};
use tilewise::app::screens::calculator::CalcCommand;
use tilewise::app::screens::drill::DrillCommand;
use tilewise::app::screens::drill::mode::total::TotalCommand;
use tilewise::app::screens::replays::ReplaysCommand;
use tilewise::app::{Command, Screen, Settings, TilewiseApp};
use tilewise::drill::mode::Level;

fn in_lang(lang: Lang) -> Settings {
    Settings {
        language: lang,
        ..Settings::default()
    }
}

fn calc(harness: &mut Harness<'_, TilewiseApp>, command: CalcCommand) {
    apply(harness, Command::Calc(command));
}

fn show(harness: &mut Harness<'_, TilewiseApp>, screen: Screen) {
    apply(harness, Command::Show(screen));
}

/// Every label and value shown, one per line.
fn shown(harness: &Harness<'_, TilewiseApp>) -> Vec<String> {
    harness
        .root()
        .query_all(egui_kittest::kittest::by())
        .flat_map(|n| {
            let ak = n.accesskit_node();
            [ak.label(), ak.value()]
                .into_iter()
                .flatten()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
        })
        .collect()
}

#[test]
fn with_the_discarder_not_recorded_the_payments_say_whose_share_is_whose() {
    for lang in Lang::ALL {
        let i18n = I18n::new(lang);
        let mut harness = app_harness(in_lang(lang));
        harness.run();
        // A discard win, the discarder not recorded: Zung Jung's discarder pays 3 × v − 50,
        // the two others 25 each.
        calc(
            &mut harness,
            CalcCommand::SetNotation("123m456m789m123p5p 5p".into()),
        );
        let calc_state = &harness.state().calculator;
        assert_eq!(calc_state.discarder, None);
        let shown = shown(&harness);
        let count = |id: &str| shown.iter().filter(|s| **s == i18n.tr(id)).count();
        assert!(count("sheet-the-discarder") >= 1, "{lang:?}: {shown:?}");
        assert!(count("sheet-each-other-player") >= 1, "{lang:?}");
        assert_eq!(
            count("sheet-another-player"),
            0,
            "{lang:?}: no row says only \"another player\""
        );
    }
}

#[test]
fn a_fifth_copy_and_a_wrong_count_are_said_in_words_in_the_status_line() {
    for lang in Lang::ALL {
        let i18n = I18n::new(lang);
        let mut harness = app_harness(in_lang(lang));
        harness.run();
        calc(&mut harness, CalcCommand::SetNotation("5555m".into()));
        // The whole sentence of the wrong count, with its numbers, not cut short.
        let sentence = {
            let e = tilewise::hand::HandError::WrongCount {
                melds: 0,
                expected: 14,
                found: 4,
            };
            i18n.text(&e)
        };
        assert!(
            sentence.ends_with('.') && !sentence.contains("(s)"),
            "{sentence}"
        );
        let line = format!("{}: {sentence}", i18n.tr("calc-invalid"));
        harness.get_by_label(&line);
        // A fifth 5m clicked: refused, in the status line, not only on hover.
        let add = format!("{} 5m", i18n.tr("calc-add"));
        click(&mut harness, &add);
        assert_eq!(harness.state().calculator.tiles.len(), 4);
        let five = tilewise::tiles::parse_tile("5m").expect("a tile");
        let why = tilewise::app::screens::calculator::refusal_text(
            &i18n,
            tilewise::app::screens::calculator::Refusal::FifthCopy(five),
        );
        harness.get_by_label(&format!("{}: {why}", i18n.tr("calc-refused")));
        // The next change says what is wrong with the hand again.
        calc(&mut harness, CalcCommand::RemoveTile(0));
        assert!(harness.query_by_label_contains(&why).is_none());
    }
}

#[test]
fn add_to_set_says_its_system_lets_the_teacher_choose_and_refusals_show_in_the_panel() {
    let mut harness = app_harness(Settings::default());
    harness.run();
    let en = I18n::new(Lang::English);
    // The example hand scores under every system; the first is offered.
    let offered = harness.state().calculator.add_system_for(None);
    assert_eq!(offered, Some("zung-jung"));
    harness.get_by_label(&en.tr("system-zung-jung"));
    // The teacher picks Hong Kong Old Style from the menu beside "Add to set".
    let under_label = en.tr("calc-add-to-set-under");
    let under = harness
        .query_all_by_label(&under_label)
        .find(|n| n.accesskit_node().role() == egui::accesskit::Role::ComboBox)
        .expect("the system menu, named by its label");
    under.click();
    harness.run();
    let hk = en.tr("system-hk-old-style");
    let option = harness
        .query_all_by_label(&hk)
        .find(|n| n.accesskit_node().role() != egui::accesskit::Role::Label)
        .expect("Hong Kong Old Style in the menu");
    option.click();
    harness.run();
    assert_eq!(harness.state().calculator.add_system, Some("hk-old-style"));
    click(&mut harness, "Add to set");
    let builder = &harness.state().builder;
    assert_eq!(builder.set.hands.len(), 1, "{:?}", builder.message);
    assert_eq!(builder.set.rules.id(), "hk-old-style");
    let added = en.tr_args(
        "set-build-added",
        &[
            ("n", 1.into()),
            ("system", en.tr("system-hk-old-style").into()),
            ("mode", en.tr("drill-mode-total").into()),
        ],
    );
    harness.get_by_label(&added);
    // The set's hand is drawn as tiles (named by its notation), with no "+1" for its meld.
    harness.get_by_label("1. 11122233m11p 3m [777z]");
    assert!(shown(&harness).iter().all(|s| !s.contains("+1")));
    // The same hand again: refused, and the panel says why.
    click(&mut harness, "Add to set");
    assert_eq!(harness.state().builder.set.hands.len(), 1);
    harness.get_by_label_contains(&en.tr_args("set-build-duplicate", &[("n", 1.into())]));
    // Under another system than the set's: refused, the panel names both.
    calc(&mut harness, CalcCommand::SetAddSystem("zung-jung"));
    harness.get_by_label_contains(&en.tr_args(
        "calc-add-to-set-other",
        &[("set", en.tr("system-hk-old-style").into())],
    ));
    click(&mut harness, "Add to set");
    assert_eq!(harness.state().builder.set.hands.len(), 1);
    let why = en.tr_args(
        "set-build-other-system",
        &[
            ("set", en.tr("system-hk-old-style").into()),
            ("system", en.tr("system-zung-jung").into()),
        ],
    );
    harness.get_by_label(&format!("{}: {why}", en.tr("set-build-refused")));
    // A hand that is no win: no system is offered, and the panel says why it is refused.
    click(&mut harness, "Clear");
    assert_eq!(
        harness
            .state()
            .calculator
            .add_system_for(Some("hk-old-style")),
        None
    );
    harness.get_by_label(&en.tr("calc-add-to-set-none"));
    click(&mut harness, "Add to set");
    assert!(
        harness
            .state()
            .builder
            .said(I18n::english())
            .is_some_and(|(m, good)| !good && m.starts_with("Not added"))
    );
}

/// The rect of the set panel.
fn panel(harness: &Harness<'_, TilewiseApp>) -> egui::Rect {
    harness.get_by_label("set builder").rect()
}

/// Asserts that no widget with one of these labels overlaps the set panel.
fn clear_of_panel(harness: &Harness<'_, TilewiseApp>, labels: &[String], what: &str) {
    let set = panel(harness);
    let mut seen = 0;
    for label in labels {
        for node in harness.query_all_by_label(label) {
            seen += 1;
            let rect = node.rect();
            assert!(
                !rect.intersects(set),
                "{what}: {label:?} at {rect:?} under the set panel at {set:?}"
            );
        }
    }
    assert!(seen > 0, "{what}: none of {labels:?} shown");
}

#[test]
fn the_set_panel_never_covers_the_controls_it_is_used_with() {
    for size in [egui::vec2(1024.0, 700.0), egui::vec2(1440.0, 900.0)] {
        let mut harness = app_harness_sized(Settings::default(), size);
        harness.run();
        let en = I18n::new(Lang::English);
        let at = format!("{size:?}");
        // From the calculator: the panel opens beside the score cards and the hand editor.
        click(&mut harness, "Add to set");
        assert!(harness.state().builder.open);
        assert!(panel(&harness).right() <= size.x + 1.0, "{at}");
        clear_of_panel(&harness, &["Add to set".into(), "notation".into()], &at);
        // The drill: the level and round pickers, and the sheet once the answer is checked.
        show(&mut harness, Screen::Drill);
        apply(&mut harness, Command::Drill(DrillCommand::Next));
        let levels: Vec<String> = Level::ALL
            .iter()
            .map(|l| en.tr(&format!("drill-level-{}", l.id())))
            .collect();
        clear_of_panel(&harness, &levels, &at);
        let sizes: Vec<String> = ["5", "10", "20"].map(String::from).to_vec();
        clear_of_panel(&harness, &sizes, &at);
        let total = harness
            .state()
            .drill
            .question()
            .expect("a question")
            .scored
            .total();
        apply(
            &mut harness,
            Command::Drill(DrillCommand::Task(
                tilewise::app::screens::drill::TaskCommand::Total(TotalCommand::SetAnswer(
                    total.to_string(),
                )),
            )),
        );
        apply(&mut harness, Command::Drill(DrillCommand::Submit));
        harness
            .get_by_label(&en.tr("drill-full-sheet"))
            .scroll_to_me();
        harness.run();
        clear_of_panel(&harness, &[en.tr("drill-full-sheet")], &at);
        // The replay's ledger: its "Add to set" for the win shown.
        show(&mut harness, Screen::Replays);
        click_sample(&mut harness, "zj-short-demo.ron");
        for _ in 0..500 {
            if harness.state().replays.shown_win().is_some() {
                break;
            }
            let ctx = harness.ctx.clone();
            harness
                .state_mut()
                .apply(Command::Replays(ReplaysCommand::Step(1)), &ctx);
        }
        harness.run();
        clear_of_panel(&harness, &["Add to set".into()], &at);
        // Folded to a strip, it still covers nothing, and unfolds again.
        let wide = panel(&harness).width();
        click(&mut harness, "»");
        assert!(harness.state().builder.folded);
        assert!(panel(&harness).width() < wide / 4.0, "{at}");
        clear_of_panel(&harness, &["Add to set".into()], &at);
        click(&mut harness, "«");
        assert!(!harness.state().builder.folded);
    }
}

#[test]
fn clicking_a_question_of_the_round_summary_shows_it_again_with_its_sheet() {
    for lang in Lang::ALL {
        let i18n = I18n::new(lang);
        let mut harness = app_harness(in_lang(lang));
        harness.run();
        show(&mut harness, Screen::Drill);
        apply(&mut harness, Command::Drill(DrillCommand::SetRoundSize(5)));
        let mut answers = Vec::new();
        for k in 0..5u32 {
            let total = harness
                .state()
                .drill
                .question()
                .expect("a question")
                .scored
                .total();
            // Right, then wrong by one, in turn.
            let answer = total + k % 2;
            answers.push(answer);
            apply(
                &mut harness,
                Command::Drill(DrillCommand::Task(
                    tilewise::app::screens::drill::TaskCommand::Total(TotalCommand::SetAnswer(
                        answer.to_string(),
                    )),
                )),
            );
            apply(&mut harness, Command::Drill(DrillCommand::Submit));
            apply(&mut harness, Command::Drill(DrillCommand::Next));
        }
        assert!(harness.state().drill.round.over, "{lang:?}");
        let sheet = i18n.tr("drill-full-sheet");
        assert!(harness.query_by_label(&sheet).is_none(), "no sheet before");
        let second = i18n.tr_args("drill-summary-question", &[("n", 2.into())]);
        click(&mut harness, &second);
        assert_eq!(harness.state().drill.round.review, Some(1), "{lang:?}");
        // The sheet, the learner's (wrong) answer and the hand are shown again.
        harness.get_by_label(&sheet);
        let answer = answers[1].to_string();
        assert!(
            shown(&harness).contains(&answer),
            "{lang:?}: the answer {answer} is shown"
        );
        // Working on it changes nothing; Hide goes back to the summary alone.
        assert!(harness.state().drill.round.over);
        click(&mut harness, &i18n.tr("drill-summary-review-close"));
        assert_eq!(harness.state().drill.round.review, None);
        assert!(harness.query_by_label(&sheet).is_none());
    }
}

/// Writes the calculator with a pung claimed from each seat, for a person to check that the
/// turned tile points at the seat it came from (`cargo test --test ui claimed_melds_picture
/// -- --ignored`; the PNG lands in the target folder's `tilewise-pictures`).
#[test]
#[ignore = "writes a PNG file for a person to look at"]
fn claimed_melds_picture() {
    let mut harness = app_harness(in_lang(Lang::English));
    harness.run();
    calc(
        &mut harness,
        CalcCommand::SetNotation("[555z][666z][777z]123p 5p5p".into()),
    );
    calc(
        &mut harness,
        CalcCommand::SetSeat(tilewise::tiles::Wind::South),
    );
    for (i, from) in [
        tilewise::tiles::Wind::East,
        tilewise::tiles::Wind::North,
        tilewise::tiles::Wind::West,
    ]
    .into_iter()
    .enumerate()
    {
        calc(&mut harness, CalcCommand::SetMeldFrom(i, Some(from)));
    }
    let dir = std::env::temp_dir().join("tilewise-pictures");
    std::fs::create_dir_all(&dir).expect("folder");
    let image = harness.render().expect("render");
    image.save(dir.join("claimed-melds.png")).expect("png");
}

/// Singapore's liability as seed 003 says it, through the calculator: the third dragon set
/// claimed from West, then a self-draw: West alone pays for everyone, and the Singapore card
/// says so; the same set claimed from West, the win on North's discard: paid as usual.
#[test]
fn singapore_liability_by_the_third_dragon_through_the_calculator() {
    use tilewise::hand::WinMethod;
    use tilewise::tiles::Wind;
    let mut harness = app_harness(in_lang(Lang::English));
    harness.run();
    calc(
        &mut harness,
        CalcCommand::SetNotation("[555z][666z][777z]123p 5p5p".into()),
    );
    calc(&mut harness, CalcCommand::SetSeat(Wind::South));
    // Made in this order: the white and green dragons first, the red from West last.
    for (i, from) in [Wind::East, Wind::North, Wind::West]
        .into_iter()
        .enumerate()
    {
        calc(&mut harness, CalcCommand::SetMeldFrom(i, Some(from)));
    }
    let payers = |harness: &Harness<'_, TilewiseApp>| -> Vec<(Option<Wind>, u32)> {
        let r = harness
            .state()
            .calculator
            .results
            .iter()
            .find(|r| r.settings.id() == "singapore")
            .expect("a Singapore card");
        let (scored, _) = r.outcome.as_ref().expect("scored");
        scored
            .payments
            .entries
            .iter()
            .map(|e| (e.payer, e.amount))
            .collect()
    };
    calc(&mut harness, CalcCommand::SetWin(WinMethod::SelfDraw));
    let paid = payers(&harness);
    assert!(
        paid.iter()
            .all(|&(p, amount)| (p == Some(Wind::West)) == (amount > 0)),
        "West alone pays a self-draw: {paid:?}"
    );
    assert!(
        harness
            .query_all_by_label_contains("liable (dragons): pays for everyone")
            .count()
            > 0,
        "the card names the rule"
    );
    // A win on another player's discard is paid as usual: North pays as the discarder and
    // the others pay their share.
    calc(&mut harness, CalcCommand::SetWin(WinMethod::Discard));
    calc(&mut harness, CalcCommand::SetDiscarder(Some(Wind::North)));
    let paid = payers(&harness);
    assert!(
        paid.iter().any(|&(p, a)| p == Some(Wind::North) && a > 0)
            && paid.iter().any(|&(p, a)| p == Some(Wind::East) && a > 0),
        "paid as usual: {paid:?}"
    );
}
