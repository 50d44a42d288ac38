//! One deal of a duel, decision by decision: what the advisor's gain or loss there came from.
//!
//! `cargo run --release --example duel_deal -- RULES SEED DEAL [ROLLOUTS]` plays deal DEAL of
//! `tilewise duel --rules RULES --seed SEED` (counted from 0, as the duel's JSON lists them;
//! ROLLOUTS as its `--rollouts`, 3 000 by default) exactly as the duel plays it, and prints each
//! decision where the advisor left the bot's choice: the bot's choice and the advisor's, the
//! arguments of `tilewise advise` that replay the position, and the advisor's first five
//! choices with their values; then both results at the seat (the duel's figures for the deal).
//! E.g. Zung Jung's deal 188 at seed 11, whose −340 against the bot's −5 is the 200-deal
//! check's largest loss (docs/advisor-values.md).

use tilewise::review::duel::{advisor_options, trace_deal};
use tilewise::review::json::choice_text;
use tilewise::review::{REVIEW_ROLLOUTS, advise_args};
use tilewise::rules::RuleSettings;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: duel_deal RULES SEED DEAL [ROLLOUTS]";
    let (Some(rules), Some(Ok(seed)), Some(Ok(deal))) = (
        args.first().and_then(|r| RuleSettings::from_id(r)),
        args.get(1).map(|s| s.parse::<u64>()),
        args.get(2).map(|s| s.parse::<usize>()),
    ) else {
        eprintln!("{usage}");
        std::process::exit(2);
    };
    let rollouts = match args.get(3).map(|s| s.parse::<u32>()) {
        None => REVIEW_ROLLOUTS,
        Some(Ok(n)) => n,
        Some(Err(_)) => {
            eprintln!("{usage}");
            std::process::exit(2);
        }
    };
    let options = advisor_options(seed, rollouts);
    let (result, decisions) = match trace_deal(&rules, seed, deal, &options) {
        Ok(traced) => traced,
        Err(e) => {
            eprintln!("deal {deal}: {e}");
            std::process::exit(1);
        }
    };
    for (i, d) in decisions.iter().enumerate() {
        if d.played() == d.bot {
            continue;
        }
        println!(
            "decision {i}: the bot {}, the advisor {}",
            choice_text(d.bot),
            choice_text(d.played())
        );
        let quoted: Vec<String> = advise_args(&d.position, &d.options)
            .into_iter()
            .map(|a| {
                if a.contains([' ', ';', ',']) {
                    format!("'{a}'")
                } else {
                    a
                }
            })
            .collect();
        println!("  tilewise {}", quoted.join(" "));
        let Some(advice) = &d.advice else { continue };
        for c in advice.candidates.iter().take(5) {
            let Some(v) = c.value else { continue };
            let loss = c.loss.map_or(String::new(), |l| {
                format!(", loss {:.2} ± {:.2}", l.mean, l.error)
            });
            println!(
                "  {:<14} net {:+.2} ± {:.2}, win {:.2}, deal-in {:.2}, {} futures{loss}",
                choice_text(c.choice),
                v.expected,
                v.expected_error,
                v.win_chance,
                v.deal_in,
                v.samples
            );
        }
    }
    println!(
        "deal {deal}, {:?}: the advisor {:+} ({} decisions, {} left the bot's choice), the bot {:+}",
        result.seat,
        result.advisor,
        result.decisions,
        decisions.iter().filter(|d| d.played() != d.bot).count(),
        result.bot
    );
    println!(
        "  the luck of the draw at the seat: the advisor's play {:+.2}, the bot's {:+.2}",
        result.advisor_luck, result.bot_luck
    );
}
