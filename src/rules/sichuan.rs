//! Sichuan "bloody battle" (`shared/rules/sichuan.md`): fans doubled to a capped value, the
//! missing suit, payments for a win with players leaving the hand, kong payments and their
//! refunds, and the settlement at the wall's end. The replay engine calls the functions here
//! at each kong, win and wall's end.

use super::detect;
use super::facts::HandFacts;
use super::facts::has::*;
use super::{
    Evaluation, Facts, Found, LimitKind, Pattern, PatternDef, PayerRole, Payment, PaymentRule,
    Payments, Refusal, RuleSettings,
};
use crate::hand::{
    Arrangement, Flags, Hand, Meld, MeldKind, Situation, TableFacts, WaitTile, WinMethod,
    arrangements_into, waits,
};
use crate::tiles::{Counts, Suit, Wind, in_suit, tiles_of};
use serde::{Deserialize, Serialize};

/// Sichuan has no house options in the digest; the struct keeps the hand-file form uniform.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ScOptions {}

const fn fan(
    id: &'static str,
    name: &'static str,
    fan: u32,
    rule: &'static str,
    detect: fn(&Facts) -> Option<Found>,
) -> Pattern {
    Pattern {
        def: PatternDef {
            id,
            name,
            value: fan,
            series: None,
            limit: false,
            interpretation: false,
            rule,
        },
        detect,
        needs: 0,
    }
}

/// A winning hand with no fan: worth the base of 1.
pub static CHICKEN: PatternDef = PatternDef {
    id: "sc.base",
    name: "Base Hand",
    value: 0,
    series: None,
    limit: false,
    interpretation: false,
    rule: "a winning hand with no fan is worth the base of 1",
};

/// Every Sichuan fan.
pub static PATTERNS: [Pattern; 9] = [
    fan(
        "sc.root",
        "Root",
        1,
        "1 fan for each four identical tiles in the hand, as a kong or not",
        root,
    )
    .needing(FOUR_COPIES),
    fan(
        "sc.all_pungs",
        "All Pungs",
        1,
        "four pungs or kongs",
        detect::all_pungs,
    )
    .needing(REGULAR | TRIPLETS_4),
    fan(
        "sc.golden_wait",
        "Golden Single Wait",
        1,
        "four declared pungs or kongs (concealed kongs too), won on a single-tile wait; adds to All Pungs",
        golden_wait,
    )
    .needing(REGULAR | MELDS_4),
    fan(
        "sc.pure_suit",
        "Pure One Suit",
        2,
        "tiles of one suit only",
        pure_suit,
    )
    .needing(ONE_SUIT),
    fan(
        "sc.seven_pairs",
        "Seven Pairs",
        2,
        "seven pairs, concealed; four alike may be two pairs (and then score a Root too)",
        detect::seven_pairs,
    )
    .needing(SEVEN_PAIRS),
    fan(
        "sc.kong_draw",
        "Win after Kong",
        1,
        "win on the replacement tile of a kong (a self-draw)",
        detect::kong_replacement,
    )
    .needing(KONG_DRAW),
    fan(
        "sc.kong_shot",
        "Shot after Kong",
        1,
        "win on the tile an opponent discards right after his kong (his kong payment is returned)",
        kong_shot,
    )
    .needing(KONG_SHOT | DISCARD),
    fan(
        "sc.rob_kong",
        "Robbing the Kong",
        1,
        "win on the tile added to a pung (that kong does not count)",
        detect::robbing_kong,
    )
    .needing(ROBBING),
    fan(
        "sc.sea_bottom",
        "Sea Bottom",
        1,
        "win on the last wall tile or on the last discard",
        sea_bottom,
    )
    .needing(FINAL),
];

fn root(f: &Facts) -> Option<Found> {
    let roots = f.four_kinds;
    let tiles = f.groups_where(|g| Facts::kinds_of(roots).any(|t| g.contains(t)));
    (roots != 0).then_some(Found {
        count: roots.count_ones() as u8,
        tiles,
    })
}

fn golden_wait(f: &Facts) -> Option<Found> {
    let h = f.hand;
    let declared = h.melds.len() == 4 && h.melds.iter().all(|m| m.kind != MeldKind::Chow);
    Found::when(
        f.is_regular() && declared && f.arrangement.wait == crate::hand::Wait::Single,
        f.all_groups(),
    )
}

fn pure_suit(f: &Facts) -> Option<Found> {
    Found::when(f.suit_count() == 1, f.all_groups())
}

fn kong_shot(f: &Facts) -> Option<Found> {
    Found::when(
        f.hand.flags.kong_shot && f.hand.win == WinMethod::Discard,
        f.winning_group(),
    )
}

fn sea_bottom(f: &Facts) -> Option<Found> {
    Found::when(
        f.hand.flags.final_draw || f.hand.flags.final_discard,
        f.winning_group(),
    )
}

/// The value of `fan` fan: 2^fan, capped at 8 for 3–4 fan and 16 for 5 or more.
pub fn value_of_fan(fan: u32) -> u32 {
    match fan {
        0..=2 => 1 << fan,
        3 | 4 => 8,
        _ => 16,
    }
}

/// Scores one arrangement: fans add up, then the value doubles per fan to its cap. The
/// evaluation's `sum` is the fan count and `total` the value.
pub fn evaluate(hand: &Hand, arrangement: &Arrangement, whole: &HandFacts) -> Evaluation {
    let facts = Facts::new(hand, arrangement, whole);
    let mut e = super::evaluate(
        &facts,
        &[super::pattern_table!(PATTERNS)],
        |p| p.def.value,
        &CHICKEN,
        None,
    );
    let fan = e.sum;
    e.total = value_of_fan(fan);
    // From 4 fan the doubling passes its cap (3 fan is exactly 8).
    e.limit = (fan >= 4).then_some(LimitKind::Compound);
    e
}

/// Why a hand is not a Sichuan winning hand, if it is not.
pub fn refusal(hand: &Hand) -> Option<Refusal> {
    if hand.all_counts()[27..].iter().any(|&c| c > 0) {
        return Some(Refusal::ScHonours);
    }
    if !hand.bonus.is_empty() {
        return Some(Refusal::ScBonus);
    }
    if hand.melds.iter().any(|m| m.kind == MeldKind::Chow) {
        return Some(Refusal::ScClaimedChow);
    }
    let all = hand.all_counts();
    let suits: arrayvec::ArrayVec<Suit, 3> = Suit::ALL
        .into_iter()
        .filter(|&s| in_suit(&all, s) > 0)
        .collect();
    if suits.len() == 3 {
        return Some(Refusal::ScThreeSuits);
    }
    let Some(missing) = hand.table.missing_suit else {
        return Some(Refusal::ScNoMissingSuit);
    };
    if suits.contains(&missing) {
        return Some(Refusal::ScHoldsMissingSuit { suit: missing });
    }
    None
}

impl super::pipeline::RuleSystem for ScOptions {
    fn refusal(&self, hand: &Hand) -> Option<Refusal> {
        refusal(hand)
    }

    fn arrangements(&self, hand: &Hand, out: &mut Vec<Arrangement>) {
        arrangements_into(hand, true, out)
    }

    fn evaluate(&self, hand: &Hand, arrangement: &Arrangement, whole: &HandFacts) -> Evaluation {
        evaluate(hand, arrangement, whole)
    }

    /// Every complete hand of two suits at most wins.
    fn minimum(&self) -> u32 {
        0
    }

    /// The fan count decides the value; the value is what each payer pays.
    fn payments(&self, hand: &Hand, best: &Evaluation) -> Payments {
        payments(hand, best.sum, best.total)
    }

    fn settings(&self) -> RuleSettings {
        RuleSettings::Sichuan(ScOptions {})
    }

    fn rule_id(&self) -> super::RuleId {
        super::RuleId::Sichuan
    }

    fn name(&self) -> &'static str {
        "Sichuan bloody battle"
    }

    fn unit(&self) -> &'static str {
        "points"
    }

    /// Patterns count fan; totals are points.
    fn pattern_unit(&self) -> &'static str {
        "fan"
    }

    fn patterns(&self) -> Vec<&'static PatternDef> {
        super::pipeline::table(&CHICKEN, &[&PATTERNS])
    }

    /// No wind tiles, and the first winner deals next (seed 002): no prevailing wind.
    fn has_prevailing_wind(&self) -> bool {
        false
    }
}

/// Seats still in the hand besides the winner (those who have not won yet).
pub fn still_in(hand: &Hand) -> Vec<Wind> {
    let w = hand.seat_wind;
    [w.next(), w.next().next(), w.next().next().next()]
        .into_iter()
        .filter(|s| hand.table.players_out >> s.index() & 1 == 0)
        .collect()
}

/// A win's payments: the discarder pays the value; on a self-draw every player still in
/// the hand pays the value + 1.
pub fn payments(hand: &Hand, fan: u32, value: u32) -> Payments {
    let entries = if hand.win.is_self_draw() {
        still_in(hand)
            .into_iter()
            .map(|seat| Payment {
                payer: Some(seat),
                role: PayerRole::SelfDraw,
                amount: value + 1,
                rule: PaymentRule::ScSelfDraw { fan, value },
            })
            .collect()
    } else {
        vec![Payment {
            payer: hand.discarder,
            role: PayerRole::Discarder,
            amount: value,
            rule: PaymentRule::ScDiscard { fan, value },
        }]
    };
    Payments {
        winner: hand.seat_wind,
        scheme: "Sichuan: 2^fan capped at 8 and 16",
        entries,
        instant: Vec::new(),
    }
}

/// A movement of points outside a win: kongs, their refunds, the wall's end, penalties.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Transfer {
    /// The paying seat.
    pub from: Wind,
    /// The receiving seat; `None` for a penalty nobody receives.
    pub to: Option<Wind>,
    pub amount: u32,
    pub rule: ScRule,
}

/// The rule behind a transfer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ScRule {
    ExposedKong,
    AddedKong,
    ConcealedKong,
    /// The kong's declarer discarded a winning tile right after it: the payment goes back.
    KongRefundShot,
    /// At the wall's end the declarer was not ready: the payment goes back.
    KongRefundNotReady,
    /// Still holding the missing suit at the wall's end.
    FlowerPig,
    /// A player who is not ready pays a ready player's theoretical maximum.
    NotReady,
    /// A discard of another suit while holding the missing suit.
    WrongSuitDiscard,
}

impl ScRule {
    pub const ALL: [ScRule; 8] = [
        ScRule::ExposedKong,
        ScRule::AddedKong,
        ScRule::ConcealedKong,
        ScRule::KongRefundShot,
        ScRule::KongRefundNotReady,
        ScRule::FlowerPig,
        ScRule::NotReady,
        ScRule::WrongSuitDiscard,
    ];

    pub fn id(self) -> &'static str {
        match self {
            ScRule::ExposedKong => "sc.kong.exposed",
            ScRule::AddedKong => "sc.kong.added",
            ScRule::ConcealedKong => "sc.kong.concealed",
            ScRule::KongRefundShot => "sc.kong.refund_shot",
            ScRule::KongRefundNotReady => "sc.kong.refund_not_ready",
            ScRule::FlowerPig => "sc.end.flower_pig",
            ScRule::NotReady => "sc.end.not_ready",
            ScRule::WrongSuitDiscard => "sc.penalty.wrong_suit",
        }
    }

    pub fn explain(self) -> &'static str {
        match self {
            ScRule::ExposedKong => "exposed kong: the discarder of the fourth tile pays 2",
            ScRule::AddedKong => {
                "added kong, declared at once on drawing the fourth tile: 1 from each player still in"
            }
            ScRule::ConcealedKong => "concealed kong: 2 from each player still in",
            ScRule::KongRefundShot => {
                "the kong's declarer discarded a winning tile right after it: the kong payment is returned"
            }
            ScRule::KongRefundNotReady => {
                "the kong's declarer is not ready at the wall's end: the kong payment is returned"
            }
            ScRule::FlowerPig => {
                "flower pig: still holding the missing suit at the wall's end, a penalty of 16 that nobody receives"
            }
            ScRule::NotReady => {
                "not ready at the wall's end: pays the ready player the most his hand could win, as on a discard"
            }
            ScRule::WrongSuitDiscard => {
                "discarded another suit while holding the missing suit: a penalty of 8 that nobody receives"
            }
        }
    }
}

/// A kong as it is declared.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum KongKind {
    /// Claimed on a discard.
    Exposed,
    /// The fourth tile, drawn, added to an exposed pung.
    Added,
    Concealed,
}

/// The payments a kong earns. `still_in`: the other players who have not won; `discarder`:
/// whose tile made an exposed kong; `added_at_once`: an added kong declared on drawing the
/// fourth tile (otherwise it earns nothing).
pub fn kong_payments(
    kind: KongKind,
    declarer: Wind,
    discarder: Option<Wind>,
    still_in: &[Wind],
    added_at_once: bool,
) -> Vec<Transfer> {
    let others = still_in.iter().copied().filter(|&s| s != declarer);
    match kind {
        KongKind::Exposed => discarder
            .map(|from| {
                vec![Transfer {
                    from,
                    to: Some(declarer),
                    amount: 2,
                    rule: ScRule::ExposedKong,
                }]
            })
            .unwrap_or_default(),
        KongKind::Added if added_at_once => others
            .map(|from| Transfer {
                from,
                to: Some(declarer),
                amount: 1,
                rule: ScRule::AddedKong,
            })
            .collect(),
        KongKind::Added => Vec::new(),
        KongKind::Concealed => others
            .map(|from| Transfer {
                from,
                to: Some(declarer),
                amount: 2,
                rule: ScRule::ConcealedKong,
            })
            .collect(),
    }
}

/// The refund of kong payments: each reversed, under `rule`.
pub fn refund(payments: &[Transfer], rule: ScRule) -> Vec<Transfer> {
    payments
        .iter()
        .filter_map(|t| {
            t.to.map(|to| Transfer {
                from: to,
                to: Some(t.from),
                amount: t.amount,
                rule,
            })
        })
        .collect()
}

/// The penalty for discarding another suit while holding the missing suit.
pub fn wrong_suit_penalty(seat: Wind) -> Transfer {
    Transfer {
        from: seat,
        to: None,
        amount: 8,
        rule: ScRule::WrongSuitDiscard,
    }
}

/// The dealer of the next hand: the first winner; the discarder when several won first on
/// one discard; the same dealer when nobody won.
pub fn next_dealer(dealer: Wind, first_winners: &[Wind], discarder: Option<Wind>) -> Wind {
    match (first_winners, discarder) {
        ([], _) => dealer,
        ([one], _) => *one,
        (_, Some(d)) => d,
        (several, None) => several[0],
    }
}

/// A player who has not won, as the wall runs out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EndHand {
    pub seat: Wind,
    pub missing_suit: Suit,
    /// Concealed tiles (13 − 3 × melds).
    pub concealed: Counts,
    pub melds: Vec<Meld>,
    /// Kong payments this player received during the hand (refunded if not ready).
    pub kong_income: Vec<Transfer>,
}

/// A wait of a ready hand and what winning on it would be worth.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct WaitValue {
    #[serde(flatten)]
    pub wait: WaitTile,
    pub fan: u32,
    pub value: u32,
}

/// The state of a player who has not won when the wall runs out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum EndState {
    /// Ready: the tiles that complete the hand, and the most a win on one could be worth.
    Ready {
        waits: Vec<WaitValue>,
        max: u32,
    },
    NotReady,
    /// Still holding the missing suit.
    FlowerPig,
}

impl EndState {
    fn kind(&self) -> u8 {
        match self {
            EndState::Ready { .. } => 0,
            EndState::NotReady => 1,
            EndState::FlowerPig => 2,
        }
    }
}

/// The settlement of the wall's end.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct WallEnd {
    pub states: Vec<(Wind, EndState)>,
    pub transfers: Vec<Transfer>,
}

impl WallEnd {
    /// Net points per seat (East, South, West, North) from the transfers.
    pub fn net(&self) -> [i64; 4] {
        let mut net = [0i64; 4];
        for t in &self.transfers {
            net[t.from.index()] -= t.amount as i64;
            if let Some(to) = t.to {
                net[to.index()] += t.amount as i64;
            }
        }
        net
    }
}

/// The state of a hand at the wall's end: a flower pig, not ready, or ready with the value
/// of each wait (scored from the hand alone, as on a discard, situational fans excluded).
pub fn end_state(hand: &EndHand) -> EndState {
    let missing = hand.missing_suit.index() * 9;
    let melds_hold_missing = hand
        .melds
        .iter()
        .any(|m| m.tile.suit() == Some(hand.missing_suit));
    if hand.concealed[missing..missing + 9].iter().any(|&c| c > 0) || melds_hold_missing {
        return EndState::FlowerPig;
    }
    let mut values = Vec::new();
    for wait in waits(&hand.concealed, &hand.melds, true) {
        let mut tiles = tiles_of(&hand.concealed);
        tiles.push(wait.tile);
        let situation = Situation {
            seat_wind: hand.seat,
            prevailing_wind: Wind::East,
            flags: Flags::default(),
            discarder: None,
            table: TableFacts {
                missing_suit: Some(hand.missing_suit),
                ..TableFacts::default()
            },
        };
        let Ok(full) = Hand::new(
            &tiles,
            &hand.melds,
            &[],
            wait.tile,
            WinMethod::Discard,
            situation,
        ) else {
            continue;
        };
        if let Ok(scored) = super::pipeline::score(&full, &ScOptions {}) {
            let best = scored.chosen();
            values.push(WaitValue {
                wait,
                fan: best.sum,
                value: best.total,
            });
        }
    }
    match values.iter().map(|v| v.value).max() {
        Some(max) => EndState::Ready { waits: values, max },
        None => EndState::NotReady,
    }
}

/// Settles the wall's end among the players who have not won: flower pigs pay 16 to
/// nobody; unless all are in the same state, each player not ready pays each ready player
/// that player's maximum; players not ready (pigs included) return their kong payments.
pub fn wall_end(hands: &[EndHand]) -> WallEnd {
    let states: Vec<(Wind, EndState)> = hands.iter().map(|h| (h.seat, end_state(h))).collect();
    let mut transfers = Vec::new();
    for (seat, state) in &states {
        if *state == EndState::FlowerPig {
            transfers.push(Transfer {
                from: *seat,
                to: None,
                amount: 16,
                rule: ScRule::FlowerPig,
            });
        }
    }
    let same_state = states.windows(2).all(|w| w[0].1.kind() == w[1].1.kind());
    if !same_state {
        for (payer, state) in &states {
            if *state != EndState::NotReady {
                continue;
            }
            for (ready, other) in &states {
                if let EndState::Ready { max, .. } = other {
                    transfers.push(Transfer {
                        from: *payer,
                        to: Some(*ready),
                        amount: *max,
                        rule: ScRule::NotReady,
                    });
                }
            }
        }
    }
    for (hand, (_, state)) in hands.iter().zip(&states) {
        if !matches!(state, EndState::Ready { .. }) {
            transfers.extend(refund(&hand.kong_income, ScRule::KongRefundNotReady));
        }
    }
    WallEnd { states, transfers }
}
