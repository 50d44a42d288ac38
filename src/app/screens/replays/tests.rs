use crate::app::i18n::Lang;
use crate::app::screens::replays::*;

fn loaded(name: &str) -> Replays {
    let mut v = Replays::new();
    let text = SAMPLES
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, t)| (*t).to_string())
        .unwrap_or_default();
    v.apply(
        ReplaysCommand::Load {
            name: name.into(),
            text,
        },
        &en(),
    );
    assert!(v.error.is_none(), "{:?}", v.error);
    v
}

#[test]
fn the_image_of_a_step_is_what_tilewise_diagram_draws_of_it() {
    use crate::art::source::{Which, picture_of_text};
    let (name, text) = SAMPLES
        .iter()
        .copied()
        .find(|(_, t)| parse_record(t).is_ok_and(|r| r.hands.len() > 1))
        .expect("a sample of several hands");
    let mut v = loaded(name);
    let record = parse_record(text).expect("record");
    assert!(v.image_name().ends_with("-hand1-step0.png"));
    let last = |h: usize| record.hands[h].events.len();
    for (hand, step) in [(0, 0), (0, last(0) / 2), (1, 1), (1, last(1))] {
        v.apply(ReplaysCommand::Goto { hand, step }, &en());
        assert_eq!((v.hand, v.step), (hand, step));
        for corner_index in [false, true] {
            let which = Which {
                hand: Some(hand + 1),
                step: Some(step),
                corner_index,
                ..Which::default()
            };
            let cli = picture_of_text(text, which).expect("diagram");
            let shown = v
                .position_picture(corner_index, I18n::english())
                .expect("a table");
            assert_eq!(shown, cli, "{name}: hand {} step {step}", hand + 1);
        }
    }
    // Another step is another picture.
    let at_the_end = v.position_picture(false, I18n::english());
    v.apply(ReplaysCommand::Home, &en());
    assert_ne!(v.position_picture(false, I18n::english()), at_the_end);
    assert_eq!(
        Replays::new().position_picture(false, I18n::english()),
        None
    );
}

#[test]
fn a_shown_load_error_follows_a_change_of_language() {
    let mut v = Replays::new();
    v.apply(
        ReplaysCommand::Load {
            name: "broken.ron".into(),
            text: "(header: (".into(),
        },
        &en(),
    );
    let said = |v: &Replays, lang| v.error.as_ref().map(|e| e.text(I18n::get(lang)));
    let english = said(&v, Lang::English).unwrap_or_default();
    assert!(english.starts_with("broken.ron: "), "{english}");
    let russian = said(&v, Lang::Russian).unwrap_or_default();
    assert!(russian.starts_with("broken.ron: "), "{russian}");
    assert_ne!(russian, english, "the error is said again in Russian");
    // A read error that follows replaces it for good.
    v.apply(
        ReplaysCommand::Opened {
            path: "gone.ron".into(),
            text: Err(crate::i18n::Said::words("gone.ron: no such file")),
        },
        &en(),
    );
    assert_eq!(
        said(&v, Lang::Polish).as_deref(),
        Some("gone.ron: no such file")
    );
}

#[test]
fn a_broken_records_error_reads_in_the_viewers_language() {
    let text = SAMPLES
        .iter()
        .find(|(n, _)| *n == "zj-short-demo.ron")
        .map(|(_, t)| t.replacen("Discard(", "Discard(North, \"1m\"), Discard(", 1))
        .unwrap_or_default();
    let mut errors = Vec::new();
    for lang in [Lang::English, Lang::Russian, Lang::Polish] {
        let mut v = Replays::new();
        v.apply(
            ReplaysCommand::Load {
                name: "broken.ron".into(),
                text: text.clone(),
            },
            &en(),
        );
        assert!(v.game.is_none());
        errors.push(v.error.map(|e| e.text(I18n::get(lang))).unwrap_or_default());
    }
    assert_eq!(
        errors[0],
        "broken.ron: hand 1, step 1: it is not North's turn to discard"
    );
    assert!(errors[1].contains("раздача 1, шаг "), "{errors:?}");
    assert!(errors[2].contains("rozdanie 1, krok "), "{errors:?}");
    assert!(
        !errors[1].contains("turn") && !errors[2].contains("turn"),
        "{errors:?}"
    );
}

#[test]
fn one_players_view_hides_only_the_other_players() {
    assert!(!hidden_from(View::AllOpen, Wind::West));
    assert!(!hidden_from(View::Seat(Wind::West), Wind::West));
    assert!(hidden_from(View::Seat(Wind::East), Wind::West));
}

#[test]
fn a_ledger_entry_opens_its_own_winners_sheet() {
    let mut v = loaded("sichuan-short-demo.ron");
    v.apply(ReplaysCommand::End, &en());
    let here: Vec<Wind> = v.wins_here().map(|(_, w)| w.seat).collect();
    assert_eq!(here, [Wind::West, Wind::North]);
    assert_eq!(v.shown_win().map(|(_, w)| w.seat), Some(Wind::West));
    let ledger = v
        .game
        .as_ref()
        .map(|g| g.replay.ledger.clone())
        .unwrap_or_default();
    for (k, e) in ledger.iter().enumerate() {
        v.apply(ReplaysCommand::Select(Some(k)), &en());
        let Some((_, win)) = v.shown_win() else {
            panic!("no sheet")
        };
        if matches!(e.rule, LedgerRule::Payment(_)) {
            // A win's payment: the sheet of the player it pays.
            assert_eq!(Some(win.player), e.to, "{e:?}");
            assert_eq!((win.hand_number, win.step), (e.hand, e.step));
        }
    }
    // Stepping away closes the opened sheet: the win of the new step shows, if any.
    v.apply(ReplaysCommand::ShowSheet(2), &en());
    assert_eq!(v.shown_win().map(|(i, _)| i), Some(2));
    v.apply(ReplaysCommand::Step(-1), &en());
    assert!(v.shown_win().is_none());
    // A sheet of a win not reached yet is not shown.
    v.apply(ReplaysCommand::Home, &en());
    v.apply(ReplaysCommand::ShowSheet(2), &en());
    assert!(v.shown_win().is_none());
    v.apply(ReplaysCommand::ShowSheet(99), &en());
    assert_eq!(v.sheet, Some(2));
}

/// Answers the open quiz question: right, or each total one too many.
/// The answers graded among `effects` (handed to the progress).
fn graded(effects: Vec<Effect>) -> Vec<Attempt> {
    effects
        .into_iter()
        .flat_map(|e| match e {
            Effect::Attempts(attempts) => attempts,
            _ => Vec::new(),
        })
        .collect()
}

/// Answers the question asked, right or wrong: the answers graded.
fn answer(v: &mut Replays, right: bool) -> Vec<Attempt> {
    let Some(q) = v.quiz.asking.clone() else {
        panic!("no question")
    };
    for (k, &i) in q.wins.iter().enumerate() {
        let w = &v.game.as_ref().unwrap().replay.wins[i];
        let total = w.scored.total() + u32::from(!right);
        let receives = w.scored.payments.winner_receives();
        for (field, n) in [(QuizField::Total, total), (QuizField::Receives, receives)] {
            v.apply(
                ReplaysCommand::QuizAnswer {
                    win: k,
                    field,
                    text: n.to_string(),
                },
                &en(),
            );
        }
    }
    graded(v.apply(ReplaysCommand::QuizCheck, &en()))
}

#[test]
fn the_quiz_asks_every_win_of_every_bundled_record_once() {
    for (name, text) in SAMPLES {
        if text.contains("Question(") {
            // The quiz stops at a record's marked questions only.
            continue;
        }
        for level in [Level::Standard, Level::Expert] {
            let mut v = loaded(name);
            v.apply(ReplaysCommand::SetQuiz(true), &en());
            v.apply(ReplaysCommand::SetQuizLevel(level), &en());
            let wins = v.game.as_ref().map_or(0, |g| g.replay.wins.len());
            let mut stops = 0;
            let mut right = true;
            let mut attempts = Vec::new();
            // End stops at each win in turn; the last End reaches the end.
            for _ in 0..=wins {
                v.apply(ReplaysCommand::End, &en());
                if v.quiz.asking.is_none() {
                    break;
                }
                stops += 1;
                let here: Vec<usize> = v.wins_here().map(|(i, _)| i).collect();
                assert_eq!(v.quiz.asking.as_ref().map(|q| q.wins.clone()), Some(here));
                assert!(v.shown_win().is_none(), "{name}: the sheet waits");
                // Held until answered.
                let at = (v.hand, v.step);
                v.apply(ReplaysCommand::Step(1), &en());
                v.apply(ReplaysCommand::Tick, &en());
                assert_eq!((v.hand, v.step), at);
                // Nothing happens with an answer missing.
                v.apply(ReplaysCommand::QuizCheck, &en());
                assert!(v.quiz.asking.as_ref().is_some_and(|q| q.graded.is_none()));
                attempts.extend(answer(&mut v, right));
                assert!(v.shown_win().is_some());
                right = !right;
                v.apply(ReplaysCommand::QuizContinue, &en());
            }
            let positions: std::collections::BTreeSet<(usize, usize)> = v
                .game
                .as_ref()
                .unwrap()
                .replay
                .wins
                .iter()
                .map(|w| (w.hand_number, w.step))
                .collect();
            assert_eq!(stops, positions.len(), "{name}");
            assert_eq!(attempts.len(), wins, "{name}: one attempt per win");
            assert_eq!(v.quiz.asked as usize, wins);
            assert!(attempts.iter().all(|a| a.mode == Mode::ReplayQuiz
                && a.level == level
                && a.system == v.game.as_ref().unwrap().record.header.rules.id()));
            assert_eq!(v.flat(), v.total_positions() - 1, "{name}: at the end");
        }
    }
}

fn events_of(v: &Replays) -> Vec<Event> {
    v.game.as_ref().unwrap().record.hands[v.hand].events.clone()
}

#[test]
fn notes_added_edited_and_deleted_survive_a_save_and_reload_in_canonical_form() {
    let mut v = loaded("zj-short-demo.ron");
    let before = events_of(&v).len();
    v.apply(ReplaysCommand::Goto { hand: 0, step: 2 }, &en());
    v.apply(ReplaysCommand::NoteAdd, &en());
    v.apply(
        ReplaysCommand::NoteText("  Watch South's discards. ".into()),
        &en(),
    );
    assert!(!v.modified, "nothing changes before the note is kept");
    // The copy of the edits is written after each (where the app keeps copies of samples).
    v.autosave_dir = Some(PathBuf::from("copies"));
    let effects = v.apply(ReplaysCommand::NoteCommit, &en());
    assert!(v.modified && v.editor.is_none());
    let copy = PathBuf::from("copies/zj-short-demo.ron.autosave");
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Autosave { path, .. } if *path == copy)),
        "{effects:?}"
    );
    assert_eq!((v.hand, v.step), (0, 3), "the new note is shown");
    assert_eq!(
        events_of(&v)[2],
        Event::Note("Watch South's discards.".into())
    );
    // Edited in place; an empty new note is not added.
    v.apply(ReplaysCommand::NoteEdit, &en());
    v.apply(ReplaysCommand::NoteText("South waits on 3s.".into()), &en());
    v.apply(ReplaysCommand::NoteCommit, &en());
    v.apply(ReplaysCommand::NoteAdd, &en());
    v.apply(ReplaysCommand::NoteCommit, &en());
    assert_eq!(events_of(&v).len(), before + 1);
    assert_eq!(events_of(&v)[2], Event::Note("South waits on 3s.".into()));
    // Saved text: what `tilewise fmt` writes, comments kept.
    let text = v.record_text().unwrap();
    let canonical = crate::canonical::canonical(&text).unwrap();
    assert_eq!(canonical.text, text);
    let mut again = Replays::new();
    again.apply(
        ReplaysCommand::Load {
            name: "saved.ron".into(),
            text: text.clone(),
        },
        &en(),
    );
    assert!(!again.modified);
    assert_eq!(events_of(&again), events_of(&v));
    // Deleted: back to the record as it was.
    v.apply(ReplaysCommand::Goto { hand: 0, step: 3 }, &en());
    v.apply(ReplaysCommand::NoteDelete, &en());
    assert_eq!(events_of(&v).len(), before);
    assert_eq!(v.step, 2);
    // A note emptied in its editor is deleted too.
    v.apply(ReplaysCommand::NoteEdit, &en());
    v.apply(ReplaysCommand::NoteText(" ".into()), &en());
    v.apply(ReplaysCommand::NoteCommit, &en());
    assert_eq!(events_of(&v).len(), before - 1);
    assert_eq!(v.step, 1);
    v.apply(ReplaysCommand::NoteAdd, &en());
    v.apply(
        ReplaysCommand::NoteText("South is waiting on 3s or 6s.".into()),
        &en(),
    );
    v.apply(ReplaysCommand::NoteCommit, &en());
    assert_eq!(
        events_of(&v),
        loaded("zj-short-demo.ron").game.unwrap().record.hands[0].events
    );
    // Not a note: nothing to delete or edit.
    v.apply(ReplaysCommand::Goto { hand: 0, step: 1 }, &en());
    v.apply(ReplaysCommand::NoteDelete, &en());
    v.apply(ReplaysCommand::NoteEdit, &en());
    assert!(v.editor.is_none());
    assert_eq!(events_of(&v).len(), before);
}

#[test]
fn a_marked_discard_question_stops_the_quiz_and_is_graded_against_the_record() {
    let mut v = loaded("zj-short-demo.ron");
    let events = events_of(&v);
    let at = events
        .iter()
        .position(|e| matches!(e, Event::Discard(..)))
        .unwrap();
    let Event::Discard(seat, tile) = &events[at] else {
        panic!()
    };
    v.apply(ReplaysCommand::Goto { hand: 0, step: at }, &en());
    assert!(v.can_ask(Ask::Discard) && !v.can_ask(Ask::Score));
    v.apply(ReplaysCommand::MarkQuestion(Ask::Discard), &en());
    assert_eq!(events_of(&v)[at], Event::Question(Ask::Discard));
    assert!(v.modified);
    // One question before a move.
    assert!(!v.can_ask(Ask::Discard));
    v.apply(ReplaysCommand::MarkQuestion(Ask::Discard), &en());
    assert_eq!(
        events_of(&v)
            .iter()
            .filter(|e| matches!(e, Event::Question(_)))
            .count(),
        1
    );
    // Only the marked question stops the quiz now.
    v.apply(ReplaysCommand::SetQuiz(true), &en());
    v.apply(ReplaysCommand::Home, &en());
    v.apply(ReplaysCommand::End, &en());
    let q = v.quiz.asking.clone().expect("a question");
    let d = q.discard.expect("a discard question");
    assert_eq!((q.hand, q.step), (0, at + 1));
    assert_eq!(d.seat, *seat);
    assert_eq!(d.recorded.to_string(), *tile);
    let wrong = tiles_of(&v.table().unwrap().seats[seat.index()].concealed)
        .into_iter()
        .find(|t| *t != d.recorded)
        .unwrap();
    let attempts = graded(v.apply(ReplaysCommand::QuizDiscard(wrong), &en()));
    assert_eq!(v.quiz.asked, 1);
    assert_eq!(v.quiz.right, 0);
    assert_eq!(attempts.len(), 1);
    v.apply(ReplaysCommand::QuizContinue, &en());
    assert!(v.quiz.asking.is_none());
    assert!(matches!(v.shown_event(), Some(Event::Discard(..))));
    v.apply(ReplaysCommand::End, &en());
    assert!(
        v.quiz.asking.is_none(),
        "no other question: the win is not asked"
    );
    assert_eq!(v.flat(), v.total_positions() - 1);
    // The question is deleted like a note.
    v.apply(
        ReplaysCommand::Goto {
            hand: 0,
            step: at + 1,
        },
        &en(),
    );
    v.apply(ReplaysCommand::NoteDelete, &en());
    assert!(!events_of(&v).contains(&Event::Question(Ask::Discard)));
}

#[test]
fn the_annotated_samples_stop_the_quiz_at_their_questions() {
    for name in [
        "annotated-zung-jung.ron",
        "annotated-hong-kong.ron",
        "annotated-singapore.ron",
        "annotated-sichuan.ron",
    ] {
        let mut v = loaded(name);
        let marked = v
            .game
            .as_ref()
            .unwrap()
            .record
            .hands
            .iter()
            .flat_map(|h| &h.events)
            .filter(|e| matches!(e, Event::Question(_)))
            .count();
        assert!((1..=2).contains(&marked), "{name}: {marked} questions");
        let notes = events_of(&v)
            .iter()
            .filter(|e| matches!(e, Event::Note(_)))
            .count();
        assert!((3..=6).contains(&notes), "{name}: {notes} notes");
        v.apply(ReplaysCommand::SetQuiz(true), &en());
        let mut stops = 0;
        for _ in 0..10 {
            v.apply(ReplaysCommand::End, &en());
            let Some(q) = v.quiz.asking.clone() else {
                break;
            };
            stops += 1;
            match q.discard {
                Some(d) => {
                    v.apply(ReplaysCommand::QuizDiscard(d.recorded), &en());
                }
                None => {
                    answer(&mut v, true);
                }
            }
            v.apply(ReplaysCommand::QuizContinue, &en());
        }
        assert_eq!(stops, marked, "{name}");
        assert_eq!(v.quiz.right, v.quiz.asked, "{name}");
    }
}

/// A results-only record of a simulated game.
fn results_night(rules: &str, seed: u64, hands: usize) -> Replays {
    let rules = crate::rules::RuleSettings::from_id(rules).expect("a system");
    let played = crate::sim::simulate(&rules, seed, hands).expect("a game");
    let record = crate::game::results_only(&played).expect("its results");
    let mut v = Replays::new();
    v.apply(
        ReplaysCommand::Load {
            name: "night.ron".into(),
            text: record.to_ron(),
        },
        &en(),
    );
    assert!(v.error.is_none(), "{:?}", v.error);
    v
}

fn entries_of(v: &Replays) -> Vec<ResultEntry> {
    v.game.as_ref().unwrap().record.hands[v.hand]
        .result
        .clone()
        .expect("a results-only hand")
}

#[test]
fn a_results_only_hand_steps_through_its_entries_and_keeps_notes_among_them() {
    let mut v = results_night("hk-old-style", 7, 2);
    assert!(v.results_only());
    let before = entries_of(&v);
    assert_eq!(v.steps_in(0), before.len());
    assert!(v.table().is_none() && v.position_picture(false, I18n::english()).is_none());
    // Every win is reached at its entry.
    let wins = v.game.as_ref().unwrap().replay.wins.clone();
    for w in &wins {
        v.apply(
            ReplaysCommand::Goto {
                hand: w.hand_number - 1,
                step: w.step,
            },
            &en(),
        );
        let entry = v.shown_step();
        assert!(
            matches!(
                entry,
                Some(Step::Result(ResultEntry::Win(_) | ResultEntry::Wins(_)))
            ),
            "{entry:?}"
        );
        assert_eq!(v.win_here().map(|h| h.player), Some(w.player));
    }
    // A note after the first entry, edited, then deleted.
    v.apply(ReplaysCommand::Goto { hand: 0, step: 1 }, &en());
    v.apply(ReplaysCommand::NoteAdd, &en());
    v.apply(
        ReplaysCommand::NoteText(" Paid at the table. ".into()),
        &en(),
    );
    v.apply(ReplaysCommand::NoteCommit, &en());
    assert!(v.modified);
    assert_eq!((v.hand, v.step), (0, 2));
    assert_eq!(
        entries_of(&v)[1],
        ResultEntry::Note("Paid at the table.".into())
    );
    assert_eq!(
        v.shown_step().and_then(Step::note),
        Some("Paid at the table.")
    );
    assert!(!v.can_ask(Ask::Score) && !v.can_ask(Ask::Discard));
    // The wins moved one step on with it.
    let moved = v.game.as_ref().unwrap().replay.wins.clone();
    assert_eq!(moved.len(), wins.len());
    assert_eq!(
        moved[0].step,
        wins[0].step + usize::from(wins[0].hand_number == 1)
    );
    v.apply(ReplaysCommand::NoteEdit, &en());
    v.apply(ReplaysCommand::NoteText("Paid in coins.".into()), &en());
    v.apply(ReplaysCommand::NoteCommit, &en());
    assert_eq!(
        entries_of(&v)[1],
        ResultEntry::Note("Paid in coins.".into())
    );
    // Saved and read back as it is.
    let text = v.record_text().expect("text");
    let mut again = Replays::new();
    again.apply(
        ReplaysCommand::Load {
            name: "saved.ron".into(),
            text,
        },
        &en(),
    );
    assert_eq!(entries_of(&again), entries_of(&v));
    v.apply(ReplaysCommand::NoteDelete, &en());
    assert_eq!(entries_of(&v), before);
    assert_eq!(v.step, 1);
    // Only a note is deleted.
    v.apply(ReplaysCommand::NoteDelete, &en());
    assert_eq!(entries_of(&v), before);
    // A note after the hand's last entry is kept too.
    v.apply(
        ReplaysCommand::Goto {
            hand: 0,
            step: before.len(),
        },
        &en(),
    );
    v.apply(ReplaysCommand::NoteAdd, &en());
    v.apply(ReplaysCommand::NoteText("A long hand.".into()), &en());
    v.apply(ReplaysCommand::NoteCommit, &en());
    assert_eq!(
        entries_of(&v).last(),
        Some(&ResultEntry::Note("A long hand.".into()))
    );
    assert_eq!(v.step, before.len() + 1);
}

#[test]
fn the_quiz_asks_every_win_of_a_results_only_record_once() {
    for (rules, seed) in [("zung-jung", 3), ("sichuan", 23), ("singapore", 13)] {
        let mut v = results_night(rules, seed, 4);
        v.apply(ReplaysCommand::SetQuiz(true), &en());
        let wins = v.game.as_ref().map_or(0, |g| g.replay.wins.len());
        assert!(wins > 0, "{rules}");
        let mut stops = 0;
        for _ in 0..=wins {
            v.apply(ReplaysCommand::End, &en());
            if v.quiz.asking.is_none() {
                break;
            }
            stops += 1;
            assert!(v.results_only());
            assert!(v.shown_win().is_none(), "{rules}: the sheet waits");
            answer(&mut v, true);
            assert!(v.shown_win().is_some());
            v.apply(ReplaysCommand::QuizContinue, &en());
        }
        let positions: std::collections::BTreeSet<(usize, usize)> = v
            .game
            .as_ref()
            .unwrap()
            .replay
            .wins
            .iter()
            .map(|w| (w.hand_number, w.step))
            .collect();
        assert_eq!(stops, positions.len(), "{rules}");
        assert_eq!(v.quiz.right as usize, wins, "{rules}");
        assert_eq!(v.flat(), v.total_positions() - 1, "{rules}: at the end");
    }
}

#[test]
fn the_night_summary_follows_the_record_and_its_edits() {
    let mut v = results_night("singapore", 13, 4);
    let g = v.game.as_ref().unwrap();
    assert_eq!(g.night, NightSummary::of(&g.record, &g.replay));
    assert_eq!(g.night.hands, 4);
    v.apply(ReplaysCommand::ShowPage(Page::Night), &en());
    assert_eq!(v.page, Page::Night);
    v.apply(
        ReplaysCommand::CsvExported {
            path: PathBuf::from("/tmp/x.csv"),
            result: Ok(()),
        },
        &en(),
    );
    // Another record: its own summary, the export's message gone, the page kept.
    v.apply(
        ReplaysCommand::Load {
            name: SAMPLES[0].0.into(),
            text: SAMPLES[0].1.into(),
        },
        &en(),
    );
    let g = v.game.as_ref().unwrap();
    assert_eq!(g.night, NightSummary::of(&g.record, &g.replay));
    assert_eq!(g.night.hands, g.record.hands.len());
    assert_eq!(v.csv_message, None);
    assert_eq!(v.page, Page::Night);
}

#[test]
fn the_autosave_copy_sits_beside_the_file_or_in_the_data_folder() {
    let mut v = loaded("zj-short-demo.ron");
    assert_eq!(v.autosave_path(), None, "a sample without a data folder");
    v.autosave_dir = Some(PathBuf::from("/data/autosave"));
    assert_eq!(
        v.autosave_path(),
        Some(PathBuf::from("/data/autosave/zj-short-demo.ron.autosave"))
    );
    let text = SAMPLES[0].1.to_string();
    v.apply(
        ReplaysCommand::Opened {
            path: "/club/game.ron".into(),
            text: Ok(text),
        },
        &en(),
    );
    assert_eq!(
        v.autosave_path(),
        Some(PathBuf::from("/club/game.ron.autosave"))
    );
}

#[test]
fn the_square_table_grows_with_the_room_and_never_shrinks_below_readable() {
    use crate::app::screens::replays::table_ui::{MIN_SIDE, table_side};
    assert_eq!(table_side(egui::vec2(800.0, 650.0)), 650.0);
    assert_eq!(table_side(egui::vec2(1900.0, 1250.0)), 1250.0);
    assert_eq!(table_side(egui::vec2(300.0, 900.0)), MIN_SIDE);
    assert!(table_side(egui::vec2(1900.0, 1250.0)) > 1.8 * table_side(egui::vec2(700.0, 600.0)));
}

/// The context of a fresh app in English (the screen's commands need no other here).
fn en() -> crate::app::context::Ctx<'static> {
    crate::app::context::Ctx::standard(crate::app::i18n::Lang::English)
}
