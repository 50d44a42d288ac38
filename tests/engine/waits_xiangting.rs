//! Our waits against the `xiangting` crate's necessary tiles on seeded random 13-tile hands
//! (the hands `benches/engine.rs` times both on).
//!
//! The definitions agree: a wait is a tile that completes four sets and a pair, seven pairs
//! or thirteen orphans; a tile the hand already holds four of is no wait (xiangting does not
//! count a fifth copy either: such a hand is not ready for it); seven pairs need seven
//! different pairs (ours with `four_alike_as_two_pairs: false`, the only choice xiangting
//! has). A hand that is not ready has no waits, and xiangting's necessary tiles of a hand
//! further away (replacement number above 1) are not waits.

use crate::random_hands;

use random_hands::{dealt_hands, our_waits, ready_hands, xiangting_waits};
use tilewise::tiles::{Counts, counts_of, parse_tiles};

fn agree(hands: &[Counts]) -> usize {
    let mut ready = 0;
    for counts in hands {
        let ours = our_waits(counts);
        assert_eq!(
            ours,
            xiangting_waits(counts),
            "waits of {:?}",
            tilewise::tiles::tiles_of(counts)
        );
        ready += usize::from(ours != 0);
    }
    ready
}

#[test]
fn waits_equal_xiangting_necessary_tiles_on_ready_hands() {
    let hands = ready_hands(14, 600);
    let ready = agree(&hands);
    // A complete hand less one tile waits at least on that tile unless all four are held.
    assert!(ready > 550, "{ready} of 600 ready");
}

#[test]
fn waits_equal_xiangting_necessary_tiles_on_dealt_hands() {
    // Dealt hands are rarely ready: both sides must say no waits.
    let hands = dealt_hands(14, 600);
    let ready = agree(&hands);
    assert!(ready < 30, "{ready} of 600 dealt hands ready");
}

#[test]
fn waits_equal_xiangting_on_special_and_four_alike_hands() {
    for notation in [
        "1112345678999m",     // nine gates: nine waits
        "19m19p19s1234567z",  // thirteen orphans, thirteen-sided
        "19m19p19s1234566z",  // thirteen orphans, one wait
        "1122m3344p5566s7z",  // seven pairs
        "1111m2233p4455s6z",  // four alike: no seven pairs, no wait
        "1111m234p567s789s",  // waits only on 1m, the fifth copy: none
        "1111m23m456p789s9s", // 6s and 9s: the 1111m make a pung and a chow
        "2222m3333m4444m5m",  // three four-alikes
    ] {
        let counts = counts_of(&parse_tiles(notation).expect("valid notation"));
        assert_eq!(counts.iter().map(|&n| usize::from(n)).sum::<usize>(), 13);
        assert_eq!(
            our_waits(&counts),
            xiangting_waits(&counts),
            "waits of {notation}"
        );
    }
    let nine_gates = counts_of(&parse_tiles("1112345678999m").expect("valid"));
    assert_eq!(our_waits(&nine_gates), 0x1ff);
    let four_alike = counts_of(&parse_tiles("1111m2233p4455s6z").expect("valid"));
    assert_eq!(our_waits(&four_alike), 0);
    let fifth_copy = counts_of(&parse_tiles("1111m234p567s789s").expect("valid"));
    assert_eq!(our_waits(&fifth_copy), 0);
    let pung_and_chow = counts_of(&parse_tiles("1111m23m456p789s9s").expect("valid"));
    assert_eq!(our_waits(&pung_and_chow), 1 << 23 | 1 << 26);
}
