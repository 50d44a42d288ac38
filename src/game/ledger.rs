//! The ledger: every transfer between players with the rule behind it, as payments, Sichuan
//! transfers and penalties become entries.

use crate::i18n::I18n;
use crate::rules::explain;
use crate::rules::sichuan::{ScRule, Transfer};
use crate::tiles::Wind;

/// Adds what each entry of `ledger` moves to the players' `balances` (the payer's falls, the
/// receiver's rises); an entry naming no player among the four moves nothing for him.
pub fn add_balances(balances: &mut [i64; 4], ledger: &[LedgerEntry]) {
    for e in ledger {
        if let Some(from) = e.from.filter(|&p| p < 4) {
            balances[from] -= i64::from(e.amount);
        }
        if let Some(to) = e.to.filter(|&p| p < 4) {
            balances[to] += i64::from(e.amount);
        }
    }
}

/// A transfer in the ledger, between players (indices into the header's players).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LedgerEntry {
    pub hand: usize,
    pub step: usize,
    /// The paying player; `None` never happens for payments between players.
    pub from: Option<usize>,
    /// The receiving player; `None` for a penalty paid to nobody.
    pub to: Option<usize>,
    pub amount: u32,
    /// The rule behind the transfer, for an explanation in the reader's language.
    pub rule: LedgerRule,
    /// A penalty's reason as the record states it (empty for the rules' own transfers).
    penalty_reason: String,
}

impl LedgerEntry {
    /// The rule in English words (a record's own penalty text as written), made when asked:
    /// the simulator books thousands of entries nobody reads.
    pub fn reason(&self) -> String {
        match self.rule {
            LedgerRule::Payment(rule) => rule.explain(),
            LedgerRule::Sichuan(rule) => rule.explain().to_string(),
            LedgerRule::Penalty => self.penalty_reason.clone(),
        }
    }

    /// The entry's rule in the reader's language (a record's own penalty text as written).
    pub fn rule_words(&self, i18n: &I18n) -> String {
        match self.rule {
            LedgerRule::Payment(rule) => explain::payment(i18n, rule, self.amount),
            LedgerRule::Sichuan(rule) => explain::sichuan(i18n, rule),
            LedgerRule::Penalty => self.penalty_reason.clone(),
        }
    }
}

/// The rule behind a ledger entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LedgerRule {
    /// A win's payment or an instant payment, by the rules engine.
    Payment(crate::rules::PaymentRule),
    /// Sichuan's kong payments, refunds and the wall's end.
    Sichuan(ScRule),
    /// A penalty the record states.
    Penalty,
}

/// A payment to `to` as a ledger entry; none when it is nothing or its payer is unknown.
pub(super) fn payment_entry(
    p: &crate::rules::Payment,
    to: Wind,
    number: usize,
    step: usize,
    players: &[usize; 4],
) -> Option<LedgerEntry> {
    let payer = p.payer.filter(|_| p.amount > 0)?;
    Some(LedgerEntry {
        hand: number,
        step,
        from: Some(players[payer.index()]),
        to: Some(players[to.index()]),
        amount: p.amount,
        rule: LedgerRule::Payment(p.rule),
        penalty_reason: String::new(),
    })
}

/// A penalty the record states, paid by `player` to nobody.
pub(super) fn penalty_entry(
    p: &crate::formats::game_record::Penalty,
    player: usize,
    number: usize,
    step: usize,
) -> LedgerEntry {
    LedgerEntry {
        hand: number,
        step,
        from: Some(player),
        to: None,
        amount: p.amount,
        rule: LedgerRule::Penalty,
        penalty_reason: if p.reason.is_empty() {
            "penalty".into()
        } else {
            p.reason.clone()
        },
    }
}

pub(super) fn transfer_entry(
    t: &Transfer,
    number: usize,
    step: usize,
    players: &[usize; 4],
) -> LedgerEntry {
    LedgerEntry {
        hand: number,
        step,
        from: Some(players[t.from.index()]),
        to: t.to.map(|w| players[w.index()]),
        amount: t.amount,
        rule: LedgerRule::Sichuan(t.rule),
        penalty_reason: String::new(),
    }
}
