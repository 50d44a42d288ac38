//! The README's pictures of the screens, drawn by the real app headless at 1440×900 from fixed
//! seeds, so that they can be drawn again whenever a screen changes:
//! `cargo test --test ui readme_picture -- --ignored` writes them into docs/screenshots/
//! (the review panel's has its own test, `readme_picture_of_the_review_panel`).

use crate::harness::{app_harness, apply, apply_viewer, click_sample, progress_read};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use tilewise::app::screens::drill::mode::patterns::PatternsCommand;
use tilewise::app::screens::drill::mode::payments::PaymentsCommand;
use tilewise::app::screens::drill::mode::reading::ReadingCommand;
use tilewise::app::screens::drill::mode::total::TotalCommand;
use tilewise::app::screens::drill::mode::waits::WaitsCommand;
use tilewise::app::screens::drill::mode::wall_end::WallEndCommand;
use tilewise::app::screens::drill::{DrillCommand, Task, TaskCommand};
use tilewise::app::screens::replays::{QuizField, ReplaysCommand};
use tilewise::app::{Command, Screen, Settings, TilewiseApp};
use tilewise::drill::mode::{Level, Mode};
use tilewise::i18n::Lang;
use tilewise::rules::RuleId;

const DIR: &str = "docs/screenshots";

fn app(lang: Lang, screen: Screen) -> Harness<'static, TilewiseApp> {
    let mut h = app_harness(Settings {
        language: lang,
        screen,
        ..Settings::default()
    });
    progress_read(&mut h);
    h.run();
    h
}

/// Writes the frame as `docs/screenshots/{name}.png`, the pointer away from every widget.
fn picture(h: &mut Harness<'_, TilewiseApp>, name: &str) {
    h.input_mut().events.push(egui::Event::PointerGone);
    h.run();
    let image = h.render().expect("a rendered frame");
    image
        .save(format!("{DIR}/{name}.png"))
        .expect("the picture written");
}

fn drill(h: &mut Harness<'_, TilewiseApp>, command: DrillCommand) {
    apply(h, Command::Drill(command));
}

fn task_command(h: &mut Harness<'_, TilewiseApp>, command: TaskCommand) {
    drill(h, DrillCommand::Task(command));
}

/// The drill under `system` and `mode`, its hands dealt from `seed`.
fn drill_at(lang: Lang, system: RuleId, mode: Mode, seed: u64) -> Harness<'static, TilewiseApp> {
    let mut h = app(lang, Screen::Drill);
    drill(&mut h, DrillCommand::Reseed(seed));
    drill(&mut h, DrillCommand::SetSystem(system));
    drill(&mut h, DrillCommand::SetMode(mode));
    h
}

fn task(h: &Harness<'_, TilewiseApp>) -> Task {
    h.state().drill.task.clone().expect("a question")
}

/// Lets `seconds` of egui time pass on the question (the harness steps a quarter second).
fn think(h: &mut Harness<'_, TilewiseApp>, seconds: u32) {
    for _ in 0..seconds * 4 {
        h.step();
    }
}

/// The answer checked after `seconds` on the question, then the picture `name`.
fn checked_picture(h: &mut Harness<'_, TilewiseApp>, seconds: u32, name: &str) {
    think(h, seconds);
    drill(h, DrillCommand::Submit);
    picture(h, name);
}

fn total_of(h: &Harness<'_, TilewiseApp>) -> i64 {
    h.state()
        .drill
        .question()
        .expect("a question")
        .scored
        .total() as i64
}

#[test]
#[ignore = "writes the README's pictures for a person to look at"]
fn readme_pictures_of_the_screens() {
    std::fs::create_dir_all(DIR).expect("the pictures' folder");
    let en = Lang::English;

    // The calculator: a hand read two ways, scored under every system side by side.
    let mut h = app(en, Screen::Calculator);
    let clear = h.state().i18n.tr("calc-clear");
    h.get_by_label(&clear).click();
    h.run();
    h.get_by_label("notation").click();
    h.run();
    h.get_by_label("notation")
        .type_text("11122233m11p 3m [777z]");
    h.run();
    picture(&mut h, "calculator");

    // The drill's total, answered wrong: the sheet explains the right one.
    let mut h = drill_at(en, RuleId::ZungJung, Mode::Total, 7);
    let wrong = (total_of(&h) / 2).max(1) + 5;
    task_command(
        &mut h,
        TaskCommand::Total(TotalCommand::SetAnswer(wrong.to_string())),
    );
    checked_picture(&mut h, 9, "drill");

    // The rules of Zung Jung, each pattern with an example scored by the engine.
    let mut h = app(en, Screen::Rules);
    picture(&mut h, "rules");

    // A replay of a Hong Kong game the bots played, at its first win, the ledger beside.
    let mut h = app(en, Screen::Replays);
    click_sample(&mut h, "hk-new-style-seed-1.ron");
    apply_viewer(&mut h, ReplaysCommand::Goto { hand: 0, step: 114 });
    picture(&mut h, "replays");

    // Progress after six days of practice.
    let mut h = app(en, Screen::Progress);
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let answers = crate::progress::history_from(now - 6 * 86_400, 6);
    assert!(h.state_mut().progress.record(answers).is_none());
    h.run();
    picture(&mut h, "progress");

    // Patterns: the patterns that count ticked (all but the first where there are several),
    // graded pattern by pattern.
    let mut h = drill_at(en, RuleId::HkNewStyle, Mode::Patterns, 3);
    let Task::Patterns(d) = task(&h) else {
        panic!("a patterns question")
    };
    let hits: Vec<&'static str> = d
        .question
        .scored
        .chosen()
        .hits
        .iter()
        .map(|hit| hit.pattern.id)
        .collect();
    for id in hits.iter().skip(usize::from(hits.len() > 1)) {
        task_command(&mut h, TaskCommand::Patterns(PatternsCommand::Toggle(id)));
    }
    checked_picture(&mut h, 14, "drill-patterns");

    // Who pays, in Russian: Singapore's amounts, one of them wrong.
    let mut h = drill_at(Lang::Russian, RuleId::Singapore, Mode::Payments, 5);
    drill(&mut h, DrillCommand::SetLevel(Level::Expert));
    let Task::Payments(d) = task(&h) else {
        panic!("a payments question")
    };
    for (k, e) in d.entries.iter().enumerate() {
        let amount = if k == 0 { e.expected + 2 } else { e.expected };
        task_command(
            &mut h,
            TaskCommand::Payments(PaymentsCommand::SetAnswer(k, amount.to_string())),
        );
    }
    checked_picture(&mut h, 21, "drill-payments-ru");

    // Best reading: the reading worth most picked.
    let mut h = drill_at(en, RuleId::ZungJung, Mode::BestReading, 11);
    let Task::BestReading(d) = task(&h) else {
        panic!("a best-reading question")
    };
    let best = d
        .options
        .iter()
        .position(|&k| k == d.question.scored.best)
        .expect("the best among the options");
    task_command(&mut h, TaskCommand::Reading(ReadingCommand::Pick(best)));
    checked_picture(&mut h, 12, "drill-best-reading");

    // Waits: every winning tile clicked; each wait with its copies left and its score.
    let mut h = drill_at(en, RuleId::ZungJung, Mode::Waits, 31);
    let Task::Waits(d) = task(&h) else {
        panic!("a waits question")
    };
    for c in &d.question.waits {
        task_command(
            &mut h,
            TaskCommand::Waits(WaitsCommand::Toggle(c.wait.tile)),
        );
    }
    checked_picture(&mut h, 10, "drill-waits");

    // Sichuan's wall's end: each player's state and the transfers, all right.
    let mut h = drill_at(en, RuleId::Sichuan, Mode::WallEnd, 5);
    let Task::WallEnd(d) = task(&h) else {
        panic!("a wall's-end question")
    };
    let q = d.question.clone();
    for (seat, state) in &q.settled.states {
        let kind = tilewise::drill::wall_end::EndKind::of(state);
        task_command(
            &mut h,
            TaskCommand::WallEnd(WallEndCommand::SetState(*seat, kind)),
        );
    }
    for o in tilewise::drill::wall_end::owed(&q.settled.transfers) {
        task_command(
            &mut h,
            TaskCommand::WallEnd(WallEndCommand::SetAmount {
                from: o.from,
                to: o.to,
                amount: o.amount,
            }),
        );
    }
    checked_picture(&mut h, 25, "drill-wall-end");

    // What would you discard? The second-ranked tile clicked: graded against the best, with
    // the advisor's ranking of every discard.
    let mut h = drill_at(en, RuleId::HkOldStyle, Mode::Discard, 4);
    let Task::Discard(d) = task(&h) else {
        panic!("a discard question")
    };
    let (second, _) = tilewise::drill::discard::discards(&d.question.advice)
        .nth(1)
        .expect("two discards");
    think(&mut h, 8);
    task_command(
        &mut h,
        TaskCommand::Discard(
            tilewise::app::screens::drill::mode::discard::DiscardCommand::Choose(second),
        ),
    );
    drill(&mut h, DrillCommand::Submit);
    picture(&mut h, "drill-discard");

    // The replay quiz at expert level: a Sichuan win asked, answered, the sheet shown.
    let mut h = app(en, Screen::Drill);
    drill(&mut h, DrillCommand::SetLevel(Level::Expert));
    drill(&mut h, DrillCommand::OpenReplayQuiz);
    click_sample(&mut h, "sichuan-short-demo.ron");
    apply_viewer(&mut h, ReplaysCommand::End);
    let asking = h
        .state()
        .replays
        .quiz
        .asking
        .clone()
        .expect("the quiz stops at the win");
    for win in 0..asking.wins.len() {
        for (field, text) in [(QuizField::Total, "3"), (QuizField::Receives, "9")] {
            let text = text.to_string();
            apply_viewer(&mut h, ReplaysCommand::QuizAnswer { win, field, text });
        }
    }
    think(&mut h, 15);
    apply_viewer(&mut h, ReplaysCommand::QuizCheck);
    picture(&mut h, "replay-quiz");

    // A round's summary, in Polish: five totals, one wrong, with the time each took.
    let mut h = drill_at(Lang::Polish, RuleId::ZungJung, Mode::Total, 21);
    drill(&mut h, DrillCommand::SetRoundSize(5));
    for k in 0..5 {
        let total = total_of(&h);
        let answer = if k == 2 { total + 10 } else { total };
        think(&mut h, [7, 12, 19, 9, 6][k]);
        task_command(
            &mut h,
            TaskCommand::Total(TotalCommand::SetAnswer(answer.to_string())),
        );
        drill(&mut h, DrillCommand::Submit);
        drill(&mut h, DrillCommand::Next);
    }
    assert!(h.state().drill.round.over, "the round's summary is shown");
    picture(&mut h, "drill-summary-pl");
}
