//! How far a hand is from ready: a shanten-like count of sets and partial sets, per suit
//! component, cached; what the bots' discards and claims weigh.

use super::Sim;
use crate::tiles::{Counts, KINDS, Tile, Wind};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Component masks by the component's counts (a base-5 key).
pub(super) type MaskCache = HashMap<u32, u128, BuildHasherDefault<KeyHasher>>;

/// A multiplicative hash for the cache's small integer keys: several times cheaper than the
/// default SipHash, and the keys are ours, not an attacker's.
#[derive(Default)]
pub(super) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u32(&mut self, n: u32) {
        self.write_u64(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        let h = (self.0 ^ n).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        self.0 = h ^ (h >> 29);
    }
}

impl Sim {
    /// The shanten of the seat's hand now (13 − 3 × melds tiles).
    pub(super) fn shanten_now(&mut self, seat: Wind) -> i32 {
        let s = self.seat(seat);
        let (c, k) = (s.concealed, s.melds.len());
        self.shanten(&c, k)
    }

    /// The best shanten reachable by one discard from a full hand `c` beside `k` melds.
    pub(super) fn best_after_discard(&mut self, c: &Counts, k: usize) -> i32 {
        let mut best = i32::MAX;
        for t in Tile::all().filter(|t| c[t.index()] > 0) {
            let mut rest = *c;
            rest[t.index()] -= 1;
            best = best.min(self.shanten(&rest, k));
        }
        best
    }

    /// A shanten-like count for concealed tiles (13 − 3 × `k`) beside `k` melds: how many
    /// tiles the hand is from ready (0: ready), counting sets, partial sets and a pair.
    pub(super) fn shanten(&mut self, c: &Counts, k: usize) -> i32 {
        let mut mask = 1u128; // (0 sets, 0 partials, no pair)
        for component in 0..4 {
            let part = self.component(c, component);
            mask = combine(mask, part);
        }
        self.shanten_of_mask(mask, pairs_and_kinds(c), k)
    }

    /// [`Sim::shanten`] from the options mask of all four components and the hand's
    /// [`pairs_and_kinds`].
    pub(super) fn shanten_of_mask(
        &self,
        mask: u128,
        (pairs, kinds): ((i32, i32), i32),
        k: usize,
    ) -> i32 {
        let mut best = 8;
        let mut bits = mask;
        while bits != 0 {
            let i = bits.trailing_zeros();
            bits &= bits - 1;
            let (m, t, p) = unbit(i);
            let m = (m + k as i32).min(4);
            let s = if p {
                8 - 2 * m - (t - 1).min(4 - m) - 1
            } else {
                8 - 2 * m - t.min(4 - m)
            };
            best = best.min(s);
        }
        if k == 0 && self.sys.seven_pairs {
            let pairs = if self.sys.four_alike {
                pairs.0
            } else {
                pairs.1
            };
            let short = if self.sys.four_alike {
                0
            } else {
                (7 - kinds).max(0)
            };
            best = best.min(6 - pairs.min(7) + short);
        }
        best
    }

    /// The shanten of `c` less one copy of each held tile, in tile order (see
    /// [`Sim::shanten`]; `c` holds 14 − 3 × `k` tiles): the components other than the
    /// discard's are combined once.
    pub(super) fn shanten_after_each_discard(&mut self, c: &Counts, k: usize) -> [i32; KINDS] {
        let parts = [0, 1, 2, 3].map(|component| self.component(c, component));
        let others = [0, 1, 2, 3].map(|skip| {
            let mut mask = 1u128;
            for (component, &part) in parts.iter().enumerate() {
                if component != skip {
                    mask = combine(mask, part);
                }
            }
            prune(mask)
        });
        let ((pairs_four, pairs_two), kinds) = pairs_and_kinds(c);
        let mut out = [i32::MAX; KINDS];
        for i in (0..KINDS).filter(|&i| c[i] > 0) {
            let n = c[i];
            let mut rest = *c;
            rest[i] -= 1;
            let component = (i / 9).min(3);
            let mask = combine(others[component], self.component(&rest, component));
            let counted = (
                (
                    pairs_four - i32::from(n % 2 == 0),
                    pairs_two - i32::from(n == 2),
                ),
                kinds - i32::from(n == 1),
            );
            out[i] = self.shanten_of_mask(mask, counted, k);
        }
        out
    }

    /// The (sets, partial sets, pair) options of one suit (0–2) or the honours (3).
    pub(super) fn component(&mut self, c: &Counts, component: usize) -> u128 {
        let honours = component == 3;
        let range = if honours {
            27..KINDS
        } else {
            component * 9..component * 9 + 9
        };
        let mut part = [0u8; 9];
        let mut key = 0u32;
        for (j, i) in range.enumerate() {
            part[j] = c[i].min(4);
            key = key * 5 + part[j] as u32;
        }
        if honours {
            key |= 1 << 24;
        }
        if let Some(&mask) = self.cache.get(&key) {
            return mask;
        }
        let n = if honours { 7 } else { 9 };
        let mut mask = 0u128;
        options(&mut part, n, 0, honours, (0, 0, false), &mut mask);
        let mask = prune(mask);
        self.cache.insert(key, mask);
        mask
    }
}

/// The pairs of `c` (four alike as two pairs, and as one) and the kinds it holds: what the
/// seven-pairs count needs.
pub(super) fn pairs_and_kinds(c: &Counts) -> ((i32, i32), i32) {
    let mut four = 0;
    let mut two = 0;
    let mut kinds = 0;
    for &n in c {
        four += (n / 2) as i32;
        two += i32::from(n >= 2);
        kinds += i32::from(n > 0);
    }
    ((four, two), kinds)
}

/// Bit of (sets, partial sets, pair) in an options mask: sets up to 4, partials up to 7.
pub(super) fn bit(m: i32, t: i32, p: bool) -> u32 {
    ((m.min(4) * 8 + t.min(7)) * 2 + i32::from(p)) as u32
}

pub(super) fn unbit(i: u32) -> (i32, i32, bool) {
    let i = i as i32;
    (i / 16, (i / 2) % 8, i % 2 == 1)
}

/// Every way of taking sets, pairs and partial sets out of one component's counts.
pub(super) fn options(
    c: &mut [u8; 9],
    n: usize,
    from: usize,
    honours: bool,
    (m, t, p): (i32, i32, bool),
    out: &mut u128,
) {
    let Some(i) = (from..n).find(|&i| c[i] > 0) else {
        *out |= 1u128 << bit(m, t, p);
        return;
    };
    let run = |c: &[u8; 9], d: usize| !honours && i + d < n && c[i + d] > 0;
    if c[i] >= 3 {
        c[i] -= 3;
        options(c, n, i, honours, (m + 1, t, p), out);
        c[i] += 3;
    }
    if run(c, 1) && run(c, 2) {
        c[i] -= 1;
        c[i + 1] -= 1;
        c[i + 2] -= 1;
        options(c, n, i, honours, (m + 1, t, p), out);
        c[i] += 1;
        c[i + 1] += 1;
        c[i + 2] += 1;
    }
    if c[i] >= 2 {
        c[i] -= 2;
        options(c, n, i, honours, (m, t + 1, true), out);
        c[i] += 2;
    }
    for d in [1, 2] {
        if run(c, d) {
            c[i] -= 1;
            c[i + d] -= 1;
            options(c, n, i, honours, (m, t + 1, p), out);
            c[i] += 1;
            c[i + d] += 1;
        }
    }
    // Tile i left alone.
    c[i] -= 1;
    options(c, n, i, honours, (m, t, p), out);
    c[i] += 1;
}

/// The options of a mask that no other option of it dominates. An option (m', t', p')
/// dominates (m, t, p) when m' ≥ m, m' + t' ≥ m + t and p' ≥ p: its shanten is never higher,
/// and combining with another component keeps the order (the sums keep both inequalities).
/// So dropping dominated options changes no shanten (a hand holds at most four sets), and
/// [`combine`] has fewer pairs to try.
pub(super) fn prune(mask: u128) -> u128 {
    let mut out = mask;
    let mut x = mask;
    while x != 0 {
        let i = x.trailing_zeros();
        x &= x - 1;
        let (m, t, p) = unbit(i);
        let mut y = mask;
        while y != 0 {
            let j = y.trailing_zeros();
            y &= y - 1;
            if j == i {
                continue;
            }
            let (m2, t2, p2) = unbit(j);
            if m2 >= m && m2 + t2 >= m + t && (p2 || !p) {
                out &= !(1u128 << i);
                break;
            }
        }
    }
    out
}

/// The options of two components together.
pub(super) fn combine(a: u128, b: u128) -> u128 {
    let mut out = 0u128;
    let mut x = a;
    while x != 0 {
        let i = x.trailing_zeros();
        x &= x - 1;
        let (m1, t1, p1) = unbit(i);
        let mut y = b;
        while y != 0 {
            let j = y.trailing_zeros();
            y &= y - 1;
            let (m2, t2, p2) = unbit(j);
            out |= 1u128 << bit(m1 + m2, t1 + t2, p1 || p2);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::RuleSettings;
    use crate::tiles::parse_tiles;

    fn shanten_of(text: &str, k: usize) -> i32 {
        let rules = RuleSettings::default();
        let mut sim = Sim::new(&rules, 0);
        let c = crate::tiles::counts_of(&parse_tiles(text).unwrap());
        sim.shanten(&c, k)
    }

    /// The shanten from unpruned masks, combined the same way.
    fn shanten_unpruned(c: &Counts, k: usize) -> i32 {
        let mut mask = 1u128;
        for component in 0..4 {
            let honours = component == 3;
            let range = if honours {
                27..KINDS
            } else {
                component * 9..component * 9 + 9
            };
            let mut part = [0u8; 9];
            for (j, i) in range.enumerate() {
                part[j] = c[i];
            }
            let mut m = 0u128;
            options(
                &mut part,
                if honours { 7 } else { 9 },
                0,
                honours,
                (0, 0, false),
                &mut m,
            );
            mask = combine(mask, m);
        }
        let mut best = 8;
        for i in 0..128u32 {
            if mask >> i & 1 == 1 {
                let (m, t, p) = unbit(i);
                let m = (m + k as i32).min(4);
                let s = if p {
                    8 - 2 * m - (t - 1).min(4 - m) - 1
                } else {
                    8 - 2 * m - t.min(4 - m)
                };
                best = best.min(s);
            }
        }
        best
    }

    #[test]
    fn pruned_masks_give_the_same_shanten_on_random_hands() {
        let rules = RuleSettings::Singapore(Default::default()); // no seven pairs
        let mut sim = Sim::new(&rules, 0);
        let mut rng = fastrand::Rng::with_seed(11);
        let mut wall: Vec<usize> = (0..KINDS * 4).map(|i| i / 4).collect();
        for round in 0..3000 {
            rng.shuffle(&mut wall);
            let k = round % 4;
            let mut c = [0u8; KINDS];
            for &i in &wall[..13 - 3 * k] {
                c[i] += 1;
            }
            assert_eq!(sim.shanten(&c, k), shanten_unpruned(&c, k), "{c:?} {k}");
        }
    }

    #[test]
    fn shanten_after_each_discard_is_the_shanten_of_the_rest() {
        for rules in [
            RuleSettings::default(),
            RuleSettings::Sichuan(Default::default()),
        ] {
            let mut sim = Sim::new(&rules, 0);
            let mut rng = fastrand::Rng::with_seed(12);
            let mut wall: Vec<usize> = (0..KINDS * 4).map(|i| i / 4).collect();
            for round in 0..1000 {
                rng.shuffle(&mut wall);
                let k = round % 4;
                let mut c = [0u8; KINDS];
                for &i in &wall[..14 - 3 * k] {
                    c[i] += 1;
                }
                let after = sim.shanten_after_each_discard(&c, k);
                for i in 0..KINDS {
                    if c[i] == 0 {
                        assert_eq!(after[i], i32::MAX);
                        continue;
                    }
                    let mut rest = c;
                    rest[i] -= 1;
                    assert_eq!(after[i], sim.shanten(&rest, k), "{c:?} less {i}");
                }
            }
        }
    }

    #[test]
    fn shanten_counts_sets_and_partials() {
        assert_eq!(shanten_of("123m456p789s1122z", 0), 0);
        assert_eq!(shanten_of("123m456p789s1234z", 0), 2);
        assert_eq!(shanten_of("123m456p789s1123z", 0), 1);
        assert_eq!(shanten_of("19m19p19s1234567z", 0), 6);
        assert_eq!(shanten_of("1122m3344p5566s7z", 0), 0);
        assert_eq!(shanten_of("1m", 4), 0);
        assert_eq!(shanten_of("12m3p5p", 3), 1);
    }
}
