//! The replay quiz: stepping forward stops at each win not yet asked (or at a discard marked
//! as a question) and asks its total (at Expert also what the winner receives) before the
//! sheet shows it; each answer is graded against the record and handed to the progress.

use super::*;

/// The bundled sample the replay quiz opens when no record is open, for a rule system (by
/// id): one of that system with questions marked in it, else one of that system (its quiz
/// stops at every win), else the first with questions marked; `None` when none reads.
pub fn quiz_sample(system: &str) -> Option<(&'static str, &'static str)> {
    let marked = |r: &GameRecord| {
        r.hands
            .iter()
            .any(|h| h.events.iter().any(|e| matches!(e, Event::Question(_))))
    };
    let read: Vec<(usize, GameRecord)> = SAMPLES
        .iter()
        .enumerate()
        .filter_map(|(k, (_, text))| parse_record(text).ok().map(|r| (k, r)))
        .collect();
    let ours = |r: &GameRecord| r.header.rules.id() == system;
    let k = read
        .iter()
        .find(|(_, r)| ours(r) && marked(r))
        .or_else(|| read.iter().find(|(_, r)| ours(r)))
        .or_else(|| read.iter().find(|(_, r)| marked(r)))
        .map(|(k, _)| *k)?;
    SAMPLES.get(k).copied()
}

/// The replay quiz: on, stepping forward stops at each win not yet asked and asks its total
/// (at Expert also what the winner receives) before the totals, ledger and sheet show it.
#[derive(Clone, Debug, Default)]
pub struct Quiz {
    pub on: bool,
    pub level: Level,
    /// The wins asked already, by hand (0-based) and step.
    pub done: Vec<(usize, usize)>,
    /// The question at the shown step, while it is open.
    pub asking: Option<QuizQuestion>,
    pub right: u32,
    pub asked: u32,
}

/// The quiz's question at one step: every win settled there (several in Sichuan).
#[derive(Clone, Debug)]
pub struct QuizQuestion {
    /// The hand (0-based) and step.
    pub hand: usize,
    pub step: usize,
    /// The wins asked, as indices into the replay's wins.
    pub wins: Vec<usize>,
    /// The learner's totals, one per win.
    pub totals: Vec<String>,
    /// What each winner receives, as the learner says (asked at Expert).
    pub receives: Vec<String>,
    /// Each win graded, once checked (empty for a discard question).
    pub graded: Option<Vec<QuizGrade>>,
    /// A marked "what would you discard?" question (then `wins` is empty).
    pub discard: Option<DiscardQuestion>,
    /// Milliseconds of egui time the question has been on screen with the window focused:
    /// the answer's time (see [`ReplaysCommand::Clock`]).
    pub(super) shown_ms: u64,
}

/// A marked "what would you discard?" question: the next discard of the hand is the answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DiscardQuestion {
    pub seat: Wind,
    /// The tile the record discards.
    pub recorded: Tile,
    /// The learner's choice, once made.
    pub answer: Option<Tile>,
}

/// One win of a quiz question, graded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QuizGrade {
    pub total: u32,
    pub total_right: bool,
    /// What the winner receives, and whether the learner said so (Expert only).
    pub receives: Option<(u32, bool)>,
}

impl QuizGrade {
    pub fn right(&self) -> bool {
        self.total_right && self.receives.is_none_or(|(_, r)| r)
    }
}

/// Which answer of a quiz question.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuizField {
    Total,
    Receives,
}

impl Replays {
    /// After a move from `from`: forward, the quiz stops at the first win not yet asked (and
    /// an open question holds the position); backward, an open question closes.
    pub(super) fn quiz_stop(&mut self, from: usize) {
        let now = self.flat();
        if !self.quiz.on || now == from {
            return;
        }
        if let Some(q) = &self.quiz.asking {
            let at = self.flat_of(q.hand, q.step);
            if at == now {
                return;
            }
            if q.graded.is_none() && at == from && now > from {
                self.set_flat(from);
                self.sync_tables();
                return;
            }
            self.quiz.asking = None;
        }
        if now < from {
            return;
        }
        let Some(g) = &self.game else { return };
        let mut stops: Vec<(usize, usize, Option<DiscardQuestion>)> = self
            .quiz_stops()
            .into_iter()
            .filter(|(h, s, _)| !self.quiz.done.contains(&(*h, *s)))
            .collect();
        stops.sort_by_key(|&(h, s, _)| (h, s));
        stops.dedup_by_key(|&mut (h, s, _)| (h, s));
        let first = stops
            .into_iter()
            .map(|(h, s, d)| (self.flat_of(h, s), h, s, d))
            .find(|&(at, _, _, _)| at > from && at <= now);
        if let Some((at, hand, step, Some(discard))) = first {
            self.set_flat(at);
            self.sync_tables();
            self.quiz.asking = Some(QuizQuestion {
                hand,
                step,
                wins: Vec::new(),
                totals: Vec::new(),
                receives: Vec::new(),
                graded: None,
                discard: Some(discard),
                shown_ms: 0,
            });
        } else if let Some((at, hand, step, None)) = first {
            let wins: Vec<usize> = g
                .replay
                .wins
                .iter()
                .enumerate()
                .filter(|(_, w)| w.hand_number == hand + 1 && w.step == step)
                .map(|(i, _)| i)
                .collect();
            self.set_flat(at);
            self.sync_tables();
            self.quiz.asking = Some(QuizQuestion {
                hand,
                step,
                totals: vec![String::new(); wins.len()],
                receives: vec![String::new(); wins.len()],
                wins,
                graded: None,
                discard: None,
                shown_ms: 0,
            });
        }
    }

    /// Where the quiz stops, as (hand, step, discard question): at the record's marked
    /// questions when it has any (a discard question at its own step, a score question at
    /// the win after it), else at every win.
    pub fn quiz_stops(&self) -> Vec<(usize, usize, Option<DiscardQuestion>)> {
        let Some(g) = &self.game else {
            return Vec::new();
        };
        let mut marked = Vec::new();
        for (h, hand) in g.record.hands.iter().enumerate() {
            for (i, e) in hand.events.iter().enumerate() {
                let Event::Question(ask) = e else { continue };
                match ask {
                    Ask::Discard => {
                        let next = next_event(&hand.events, i, |e| matches!(e, Event::Discard(..)));
                        if let Some(Event::Discard(seat, t)) = next.and_then(|j| hand.events.get(j))
                            && let Ok(recorded) = crate::tiles::parse_tile(t)
                        {
                            let q = DiscardQuestion {
                                seat: *seat,
                                recorded,
                                answer: None,
                            };
                            marked.push((h, i + 1, Some(q)));
                        }
                    }
                    Ask::Score => {
                        let next = next_event(&hand.events, i, |e| {
                            matches!(e, Event::Win(_) | Event::Wins(_))
                        });
                        if let Some(j) = next {
                            marked.push((h, j + 1, None));
                        }
                    }
                }
            }
        }
        if !marked.is_empty() {
            return marked;
        }
        g.replay
            .wins
            .iter()
            .map(|w| (w.hand_number.saturating_sub(1), w.step, None))
            .collect()
    }

    /// Whether the open quiz question hides what happened at a step of a hand (1-based).
    pub fn quiz_hides(&self, hand_number: usize, step: usize) -> bool {
        self.quiz
            .asking
            .as_ref()
            .is_some_and(|q| q.graded.is_none() && q.hand + 1 == hand_number && q.step == step)
    }

    /// Grades the open quiz question and keeps each win's answer for the learner's progress.
    pub(super) fn quiz_check(&mut self) {
        let (Some(q), Some(g)) = (&self.quiz.asking, &self.game) else {
            return;
        };
        if q.graded.is_some() {
            return;
        }
        if let Some(d) = q.discard {
            let Some(answer) = d.answer else { return };
            let right = answer == d.recorded;
            self.attempts.push(Attempt {
                at_unix_s: crate::progress::clock::now_unix_s(),
                system: g.record.header.rules.id().to_string(),
                mode: Mode::ReplayQuiz,
                level: self.quiz.level,
                right,
                seconds: q.shown_ms as f32 / 1000.0,
                patterns: Vec::new(),
            });
            self.quiz.right += u32::from(right);
            self.quiz.asked += 1;
            if let Some(q) = &mut self.quiz.asking {
                self.quiz.done.push((q.hand, q.step));
                q.graded = Some(Vec::new());
            }
            return;
        }
        let expert = self.quiz.level == Level::Expert;
        let number = |t: &str| t.trim().parse::<u32>().ok();
        let mut grades = Vec::new();
        let mut attempts = Vec::new();
        let seconds = q.shown_ms as f32 / 1000.0;
        let at_unix_s = crate::progress::clock::now_unix_s();
        for (k, &i) in q.wins.iter().enumerate() {
            let Some(win) = g.replay.wins.get(i) else {
                return;
            };
            let Some(total) = q.totals.get(k).and_then(|t| number(t)) else {
                return;
            };
            let receives = if expert {
                let Some(given) = q.receives.get(k).and_then(|t| number(t)) else {
                    return;
                };
                let expected = win.scored.payments.winner_receives();
                Some((expected, given == expected))
            } else {
                None
            };
            let grade = QuizGrade {
                total: win.scored.total(),
                total_right: total == win.scored.total(),
                receives,
            };
            let right = grade.right();
            attempts.push(Attempt {
                at_unix_s,
                system: g.record.header.rules.id().to_string(),
                mode: Mode::ReplayQuiz,
                level: self.quiz.level,
                right,
                seconds,
                patterns: Outcome::whole(&win.scored, right).patterns,
            });
            grades.push(grade);
        }
        let right = grades.iter().filter(|g| g.right()).count() as u32;
        self.quiz.right += right;
        self.quiz.asked += grades.len() as u32;
        self.attempts.extend(attempts);
        if let Some(q) = &mut self.quiz.asking {
            self.quiz.done.push((q.hand, q.step));
            q.graded = Some(grades);
        }
    }
}
