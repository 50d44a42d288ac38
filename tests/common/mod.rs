//! Helpers shared by the integration tests.
#![allow(dead_code, unused_imports)]

pub mod drill_bench;

use tilewise::hand::{Flags, Hand, Situation, WinMethod};
use tilewise::rules::zung_jung::ZungJungOptions;
use tilewise::rules::{RuleSettings, Scored, score};
use tilewise::tiles::Wind;

pub use WinMethod::{Discard, KongReplacement, RobbingKong, SelfDraw};
pub use Wind::{East, North, South, West};

pub fn situation(seat: Wind) -> Situation {
    Situation {
        seat_wind: seat,
        ..Situation::default()
    }
}

pub fn hand(notation: &str, winning: &str, win: WinMethod, seat: Wind) -> Hand {
    Hand::from_notation(notation, winning, win, situation(seat))
        .unwrap_or_else(|e| panic!("{notation}: {e}"))
}

pub fn hand_flags(notation: &str, winning: &str, win: WinMethod, seat: Wind, flags: Flags) -> Hand {
    let s = Situation {
        seat_wind: seat,
        flags,
        ..Situation::default()
    };
    Hand::from_notation(notation, winning, win, s).unwrap_or_else(|e| panic!("{notation}: {e}"))
}

pub fn zj_with(hand: &Hand, options: ZungJungOptions) -> Scored {
    score(hand, &RuleSettings::ZungJung(options)).unwrap_or_else(|e| panic!("{hand:?}: {e}"))
}

pub fn zj(notation: &str, winning: &str, win: WinMethod, seat: Wind) -> Scored {
    zj_with(
        &hand(notation, winning, win, seat),
        ZungJungOptions::default(),
    )
}

/// Ids of the patterns counted in the chosen arrangement, sorted.
pub fn counted(s: &Scored) -> Vec<&'static str> {
    let mut ids: Vec<&str> = s.chosen().hits.iter().map(|h| h.pattern.id).collect();
    ids.sort();
    ids
}

/// Ids of the patterns present in the chosen arrangement, counted or excluded.
pub fn present(s: &Scored) -> Vec<&'static str> {
    let mut ids = counted(s);
    ids.extend(s.chosen().excluded.iter().map(|e| e.hit.pattern.id));
    ids.sort();
    ids
}

/// Whether any arrangement of the hand shows the pattern (counted or excluded).
pub fn anywhere(s: &Scored, id: &str) -> bool {
    s.evaluations.iter().any(|e| {
        e.hits.iter().any(|h| h.pattern.id == id)
            || e.excluded.iter().any(|x| x.hit.pattern.id == id)
    })
}

/// Every record in `replays/`, sorted by path: (path, text).
pub fn replay_files() -> Vec<(String, String)> {
    let mut files: Vec<_> = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/replays"))
        .expect("replays folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .collect();
    files.sort();
    files
        .iter()
        .map(|p| {
            (
                p.display().to_string(),
                std::fs::read_to_string(p).expect("readable"),
            )
        })
        .collect()
}

/// Runs the `tilewise` binary in the repository root, with `stdin` when given.
pub fn tilewise(args: &[&str], stdin: Option<&str>) -> std::process::Output {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_tilewise"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("binary starts");
    // Standard input is written from its own thread while the output is read: a child that
    // answers line by line fills its output pipe before it has read all of its input.
    let input = child.stdin.take().unwrap();
    let text = stdin.unwrap_or_default().to_string();
    let writer = std::thread::spawn(move || {
        let mut input = input;
        // The child may stop reading early (an error limit): a broken pipe is its answer.
        let _ = input.write_all(text.as_bytes());
    });
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    output
}

/// Numbers written with a decimal point and with a decimal comma in `text`: a digit, the mark,
/// a digit (`1.50`, `1,50`; a list's comma is followed by a space).
pub fn decimal_marks(text: &str) -> (usize, usize) {
    let chars: Vec<char> = text.chars().collect();
    let mut marks = (0, 0);
    for w in chars.windows(3) {
        if w[0].is_ascii_digit() && w[2].is_ascii_digit() {
            match w[1] {
                '.' => marks.0 += 1,
                ',' => marks.1 += 1,
                _ => {}
            }
        }
    }
    marks
}

/// Asserts that the figures of `text` are written in `lang`'s decimal mark (a point in
/// English, a comma in Russian and Polish), and that it has some.
pub fn assert_decimal_mark(lang: &str, text: &str) {
    let (points, commas) = decimal_marks(text);
    match lang {
        "en" => assert!(
            points > 0 && commas == 0,
            "{lang}: {points} points, {commas} commas in\n{text}"
        ),
        _ => assert!(
            points == 0 && commas > 0,
            "{lang}: {points} points, {commas} commas in\n{text}"
        ),
    }
}

pub fn stdout(o: &std::process::Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

pub fn stderr(o: &std::process::Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A hand file (RON) scored under the rules it names.
pub fn scored(ron: &str) -> Scored {
    let (file, hand) =
        tilewise::formats::HandFile::parse(ron).unwrap_or_else(|e| panic!("{ron}: {e}"));
    score(&hand, &file.rules).unwrap_or_else(|e| panic!("{ron}: {e}"))
}

/// Who pays how much for the win (instant payments apart).
pub fn amounts(s: &Scored) -> Vec<(Option<Wind>, u32)> {
    s.payments
        .entries
        .iter()
        .map(|p| (p.payer, p.amount))
        .collect()
}
