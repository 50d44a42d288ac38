//! The sample games in `replays/`: every record replays, the simulated ones are what
//! `tilewise simulate` produces for their seed, and together they show kongs of every kind, a
//! robbed kong, Sichuan's several winners and wall's end, Singapore's flowers and animals, a
//! liability payment and a drawn game. The simulator itself is deterministic and its games
//! always replay.

use crate::common;
use tilewise::formats::game_record::{Event, GameRecord, parse_record};
use tilewise::game::{Replay, replay};
use tilewise::hand::WinMethod;
use tilewise::rules::{PaymentRule, RuleSettings};
use tilewise::sim::simulate;

struct Sample {
    path: String,
    record: GameRecord,
    replay: Replay,
}

fn samples() -> Vec<Sample> {
    common::replay_files()
        .into_iter()
        .map(|(path, text)| {
            let record = parse_record(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
            let replay = replay(&record).unwrap_or_else(|e| panic!("{path}: {e}"));
            Sample {
                path,
                record,
                replay,
            }
        })
        .collect()
}

/// The seed of a simulated record, from its header (`tilewise simulate --rules X --seed N`).
fn simulated_seed(record: &GameRecord) -> Option<u64> {
    let event = record.header.event.as_deref()?;
    let rest = event.strip_prefix("tilewise simulate ")?;
    let seed = rest.split("--seed ").nth(1)?;
    seed.split_whitespace().next()?.parse().ok()
}

fn events(record: &GameRecord) -> impl Iterator<Item = &Event> {
    record.hands.iter().flat_map(|h| h.events.iter())
}

fn is_sichuan(s: &Sample) -> bool {
    matches!(s.record.header.rules, RuleSettings::Sichuan(_))
}

#[test]
fn simulated_samples_are_reproducible_multi_hand_games() {
    let all = samples();
    for id in ["zung-jung", "hk-new-style", "singapore", "sichuan"] {
        let games = all
            .iter()
            .filter(|s| s.record.header.rules.id() == id && simulated_seed(&s.record).is_some())
            .count();
        assert!(
            games >= 2,
            "{id}: {games} simulated sample(s), at least 2 wanted"
        );
    }
    // A simulated game seen from one seat is that game reduced (tests/formats/one_seat.rs).
    let whole = |s: &&Sample| s.record.header.seen_from.is_none();
    for s in all
        .iter()
        .filter(whole)
        .filter(|s| simulated_seed(&s.record).is_some())
    {
        let seed = simulated_seed(&s.record).unwrap_or_default();
        let hands = s.record.hands.len();
        assert!((4..=8).contains(&hands), "{}: {hands} hands", s.path);
        let again = simulate(&s.record.header.rules, seed, hands)
            .unwrap_or_else(|e| panic!("{}: {e}", s.path));
        assert!(
            again == s.record,
            "{}: the simulator now plays seed {seed} differently; regenerate the sample with \
             `tilewise simulate --rules {} --seed {seed} --hands {hands}`",
            s.path,
            s.record.header.rules.id()
        );
    }
}

#[test]
fn the_samples_together_cover_the_features() {
    let all = samples();
    let any_event = |f: &dyn Fn(&Sample, &Event) -> bool| {
        all.iter().any(|s| events(&s.record).any(|e| f(s, e)))
    };
    assert!(
        any_event(&|_, e| matches!(e, Event::ExposedKong(_))),
        "an exposed kong"
    );
    assert!(
        any_event(&|_, e| matches!(e, Event::AddedKong(..))),
        "an added kong"
    );
    assert!(
        any_event(&|_, e| matches!(e, Event::ConcealedKong(..))),
        "a concealed kong"
    );
    assert!(
        all.iter()
            .flat_map(|s| &s.replay.wins)
            .any(|w| w.hand.win == WinMethod::RobbingKong),
        "a robbed kong"
    );
    assert!(
        any_event(&|s, e| is_sichuan(s) && matches!(e, Event::Wins(ws) if ws.len() >= 2)),
        "several winners on one discard in Sichuan"
    );
    assert!(
        any_event(&|s, e| is_sichuan(s) && matches!(e, Event::WallExhausted)),
        "a wall's end in Sichuan"
    );
    let singapore = |s: &Sample| matches!(s.record.header.rules, RuleSettings::Singapore(_));
    assert!(
        any_event(&|s, e| singapore(s)
            && matches!(e, Event::Bonus(_, b) if b.starts_with('F') || b.starts_with('S'))),
        "flowers or seasons in Singapore"
    );
    assert!(
        any_event(&|s, e| singapore(s) && matches!(e, Event::Bonus(_, b) if b.starts_with('A'))),
        "animals in Singapore"
    );
    assert!(
        all.iter()
            .flat_map(|s| &s.replay.wins)
            .flat_map(|w| &w.scored.payments.entries)
            .any(|p| p.amount > 0
                && matches!(
                    p.rule,
                    PaymentRule::HkLiable { .. } | PaymentRule::SgPao { .. }
                )),
        "a liable player paying for everyone (Hong Kong or Singapore)"
    );
    assert!(
        all.iter().filter(|s| !is_sichuan(s)).any(|s| {
            s.record.hands.iter().any(|h| {
                h.events.iter().any(|e| matches!(e, Event::WallExhausted))
                    && !h
                        .events
                        .iter()
                        .any(|e| matches!(e, Event::Win(_) | Event::Wins(_)))
            })
        }),
        "a drawn game: the wall exhausted with no winner"
    );
}

#[test]
fn simulate_is_deterministic_and_always_replays() {
    for id in RuleSettings::IDS {
        let rules = RuleSettings::from_id(id).expect("known id");
        for seed in 0..50 {
            let record = simulate(&rules, seed, 4).unwrap_or_else(|e| panic!("{id} {seed}: {e}"));
            assert_eq!(record.hands.len(), 4, "{id} {seed}");
            if seed % 10 == 0 {
                replay(&record).unwrap_or_else(|e| panic!("{id} {seed}: {e}"));
                let text = record.to_ron();
                assert_eq!(
                    parse_record(&text).ok(),
                    Some(record.clone()),
                    "{id} {seed}"
                );
                assert_eq!(simulate(&rules, seed, 4), Ok(record), "{id} {seed}");
            }
        }
    }
}

#[test]
fn simulate_follows_the_rule_options() {
    use tilewise::rules::zung_jung::{Minimum, ZungJungOptions};
    let variants = [
        RuleSettings::ZungJung(ZungJungOptions {
            bonus_tiles: true,
            ..Default::default()
        }),
        RuleSettings::ZungJung(ZungJungOptions {
            minimum: Minimum::Wsom,
            ..Default::default()
        }),
        RuleSettings::HkNewStyle(tilewise::rules::hong_kong::Hk(
            tilewise::rules::hong_kong::HkOptions {
                bonus_tiles: false,
                minimum_fan: 3,
                ..Default::default()
            },
        )),
    ];
    for rules in &variants {
        let mut bonus = false;
        for seed in 0..10 {
            let record =
                simulate(rules, seed, 4).unwrap_or_else(|e| panic!("{rules:?} {seed}: {e}"));
            bonus |= events(&record).any(|e| matches!(e, Event::Bonus(..)));
        }
        let uses_bonus = matches!(rules, RuleSettings::ZungJung(o) if o.bonus_tiles);
        assert_eq!(bonus, uses_bonus, "{rules:?}");
    }
}

#[test]
fn the_viewer_bundles_every_sample() {
    let bundled: Vec<&str> = tilewise::app::screens::replays::SAMPLES
        .iter()
        .map(|(name, _)| *name)
        .collect();
    for s in samples() {
        let name = s.path.rsplit('/').next().unwrap_or_default();
        assert!(
            bundled.contains(&name),
            "{name} is not in the viewer's samples"
        );
    }
}

#[test]
fn every_sample_has_a_title_in_every_language() {
    use tilewise::app::screens::replays::{SAMPLES, sample_title};
    use tilewise::i18n::{I18n, Lang};
    let english = I18n::get(Lang::English);
    for (name, _) in SAMPLES {
        let stem = name.trim_end_matches(".ron");
        for lang in Lang::ALL {
            let i18n = I18n::get(lang);
            assert!(
                i18n.has(&format!("sample-title-{stem}")),
                "{name} has no title in {}",
                lang.tag()
            );
            let title = sample_title(name, i18n);
            assert!(!title.contains(".ron"), "{title}");
            if lang != Lang::English {
                assert_ne!(title, sample_title(name, english), "{name}: translated");
            }
        }
    }
}

#[test]
fn singapore_instant_payments_are_made_as_the_kong_comes() {
    let mut kongs = 0;
    for s in samples() {
        if !matches!(s.record.header.rules, RuleSettings::Singapore(_)) {
            continue;
        }
        for (h, hand) in s.record.hands.iter().enumerate() {
            for (i, e) in hand.events.iter().enumerate() {
                let kong = matches!(
                    e,
                    Event::ExposedKong(_) | Event::ConcealedKong(..) | Event::AddedKong(..)
                );
                let robbed = matches!(hand.events.get(i + 1), Some(Event::Win(_)));
                if !kong || robbed {
                    continue;
                }
                kongs += 1;
                let paid: Vec<_> = s
                    .replay
                    .ledger
                    .iter()
                    .filter(|l| l.hand == h + 1 && l.step == i + 1)
                    .collect();
                assert_eq!(paid.len(), 3, "{}: hand {}, step {}", s.path, h + 1, i + 1);
                assert!(paid.iter().all(|l| l.reason().contains("kong")));
            }
        }
    }
    assert!(kongs > 0);
}

/// Seed 003: the third dragon set claimed from Cy, then a self-draw: Cy pays everything, the
/// two others nothing (the bundled record, replayed as the app and `report` replay it).
#[test]
fn the_singapore_liability_demo_has_the_dragon_giver_pay_for_everyone() {
    let s = samples()
        .into_iter()
        .find(|s| s.path.ends_with("singapore-liability-demo.ron"))
        .expect("bundled");
    let players = &s.record.header.players;
    let cy = players.iter().position(|p| p == "Cy").expect("Cy");
    let bo = players.iter().position(|p| p == "Bo").expect("Bo");
    let paid: Vec<_> = s.replay.ledger.iter().filter(|l| l.amount > 0).collect();
    assert_eq!(paid.len(), 1, "{paid:?}");
    assert_eq!((paid[0].from, paid[0].to), (Some(cy), Some(bo)));
    assert!(paid[0].reason().contains("dragons"), "{}", paid[0].reason());
    // Everyone's share: 3 payers × 2 units of 16 (5 tai, self-drawn).
    assert_eq!(paid[0].amount, 96);
}
