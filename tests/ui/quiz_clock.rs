//! The replay quiz's answer time (egui_kittest): counted in egui time only while the question
//! is on the Replays screen with the window focused, as the drill's is; not the wall clock.

use egui_kittest::Harness;
use tilewise::app::screens::replays::{QuizField, ReplaysCommand, quiz_sample};
use tilewise::app::{Command, Screen, Settings, TilewiseApp};

fn apply(h: &mut Harness<'_, TilewiseApp>, command: Command) {
    let ctx = h.ctx.clone();
    h.state_mut().apply(command, &ctx);
    h.run();
}

/// Runs `n` frames of egui time (a quarter of a second each in the harness).
fn frames(h: &mut Harness<'_, TilewiseApp>, n: usize) {
    for _ in 0..n {
        h.step();
    }
}

/// Steps on to the next question of the quiz (asserting there is one); past the last, the
/// record is opened again and asked afresh.
fn next_question(h: &mut Harness<'_, TilewiseApp>) {
    if h.state().replays.quiz.asking.is_some() {
        apply(h, Command::Replays(ReplaysCommand::QuizContinue));
    }
    if h.state().replays.quiz.asking.is_none() {
        apply(h, Command::Replays(ReplaysCommand::End));
    }
    if h.state().replays.quiz.asking.is_none() {
        let (name, text) = quiz_sample("zung-jung").expect("a record with questions");
        let (name, text) = (name.to_string(), text.to_string());
        apply(h, Command::Replays(ReplaysCommand::Load { name, text }));
        apply(h, Command::Replays(ReplaysCommand::End));
    }
    let q = h.state().replays.quiz.asking.as_ref();
    assert!(q.is_some_and(|q| q.graded.is_none()), "a question is open");
}

/// Answers the open question (anything will do: the time is what is looked at) and returns
/// the seconds the answer was credited with.
fn answer(h: &mut Harness<'_, TilewiseApp>) -> f32 {
    let asking = h.state().replays.quiz.asking.clone().expect("a question");
    match asking.discard {
        Some(d) => apply(h, Command::Replays(ReplaysCommand::QuizDiscard(d.recorded))),
        None => {
            for win in 0..asking.wins.len() {
                for field in [QuizField::Total, QuizField::Receives] {
                    let text = "8".to_string();
                    let answer = ReplaysCommand::QuizAnswer { win, field, text };
                    apply(h, Command::Replays(answer));
                }
            }
            apply(h, Command::Replays(ReplaysCommand::QuizCheck));
        }
    }
    let attempts = &h.state().progress.store.attempts;
    attempts
        .back()
        .expect("the answer reaches the progress")
        .seconds
}

#[test]
fn the_quiz_timer_counts_only_the_question_on_screen_with_the_window_focused() {
    let mut h = crate::harness::builder()
        .with_size(egui::vec2(1440.0, 900.0))
        .build_eframe(|cc| TilewiseApp::new(Settings::default(), &cc.egui_ctx));
    h.run();
    apply(
        &mut h,
        Command::Drill(tilewise::app::screens::drill::DrillCommand::OpenReplayQuiz),
    );
    assert_eq!(h.state().settings.screen, Screen::Replays);
    // 40 s of egui time on the question: counted.
    next_question(&mut h);
    frames(&mut h, 160);
    let looked = answer(&mut h);
    assert!(
        looked >= 40.0,
        "time on the question is counted: {looked} s"
    );
    // 40 s in another window: not counted.
    next_question(&mut h);
    h.input_mut().focused = false;
    frames(&mut h, 160);
    h.input_mut().focused = true;
    h.run();
    let elsewhere = answer(&mut h);
    assert!(
        elsewhere < 10.0,
        "time with the window unfocused is not counted: {elsewhere} s"
    );
    // 40 s on another screen: not counted; back on the question, 20 s are.
    next_question(&mut h);
    apply(&mut h, Command::Show(Screen::Calculator));
    frames(&mut h, 160);
    apply(&mut h, Command::Show(Screen::Replays));
    frames(&mut h, 80);
    let away = answer(&mut h);
    assert!(
        (20.0..30.0).contains(&away),
        "only the time back on the question is counted: {away} s"
    );
}
