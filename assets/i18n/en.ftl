# Tilewise — English interface strings (Fluent). Pattern names fall back to the engine's.
nav-calculator = Calculator
nav-drill = Drill
nav-rules = Rules
nav-help = Help
theme-system = System
theme-light = Light
theme-dark = Dark
settings-language = Language
settings-corner-index = Corner index
help-title = Help
help-close = Close the help panel
help-calculator = Calculator: click tiles in the palette to build a hand; the last tile added is the winning tile (click a tile in the hand to make it the winning tile, right-click to remove it). Choose a meld kind, then a tile, to declare a meld.
help-notation = Notation: 123m characters, 456p dots, 789s bamboo, 1z–7z East South West North White Green Red, F1–F4 flowers, S1–S4 seasons, A1–A4 animals; [777z] a claimed meld, (1111s) a concealed kong. The last concealed tile is the winning tile.
help-files = Open and save hand files (.ron) with the buttons, or drop a file on the window.
calc-palette = Tiles
calc-palette-hint = click to add
calc-add = Add
calc-declare = Next click declares:
calc-meld-none = a single tile
calc-meld-chow = chow
calc-meld-pung = pung
calc-meld-kong = exposed kong
calc-meld-concealed-kong = concealed kong
calc-hand = Hand
calc-hand-hint = The winning tile stands apart. Click a tile to make it the winning tile; right-click to remove.
calc-hand-tile = Hand tile
calc-hand-tile-hint = Click: make it the winning tile. Right-click: remove it.
calc-winning-tile = The winning tile (right-click to remove)
calc-choose-winning-tile = choose the winning tile
calc-meld-hint = Double-click or right-click to remove
calc-hand-empty = No tiles yet: click the palette or type a notation.
calc-notation = Notation
calc-notation-hint = e.g. 11122233m11p 3m [777z] F1
calc-notation-error = Notation
calc-invalid = Not a hand yet
calc-clear = Clear
calc-open = Open…
calc-save = Save…
calc-saved = Saved
calc-drop-hint = or drop a .ron file here
file-filter-hand = Tilewise hand
file-filter-set = Tilewise drill set
calc-situation = How it was won
calc-won = Won
win-discard = on a discard
win-self-draw = self-drawn
win-kong-replacement = on a kong replacement
win-robbing-kong = robbing a kong
calc-seat = Seat
calc-round = Round
wind-east = East
wind-south = South
wind-west = West
wind-north = North
calc-flags = Situation
flag-final-draw = last tile of the wall
flag-final-discard = last discard
flag-heaven = heaven (East's dealt hand)
flag-earth = earth (first go-round)
flag-bonus-replacement = on a bonus replacement
flag-kong-on-kong = kong on kong
calc-empty = Build a winning hand to see its score under every rule system.
system-zung-jung = Zung Jung
system-hk-old-style = Hong Kong Old Style
system-hk-new-style = Hong Kong New Style
system-singapore = Singaporean
system-sichuan = Sichuan
unit-points = points
unit-fan = fan
unit-tai = tai
unit-units = units
amount-points =
    { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
amount-fan = { $n } fan
amount-tai = { $n } tai
interpretation = interpretation
sheet-not-counted = Not counted
sheet-payments = Payments
sheet-another-player = another player
sheet-other-readings = Other readings
why-only = it is the only way to read these tiles
why-tie = all { $n } readings of these tiles are worth { $total }; the first is shown
why-best = freedom of arrangement: the winner takes the reading worth most, { $total } against { $others }
excluded-series = same series as { $by }: only the highest of a series counts
excluded-limit = { $by } is a limit and counts alone
pay-zj-self-draw = self-drawn: each of the three pays the value { $value }
pay-zj-below-25 = on a discard worth less than 25: everyone pays the value { $value }
pay-zj-discarder = on a discard worth 25 or more: the discarder pays 3 × { $value } − 50 = { $amount }
pay-zj-other = on a discard worth 25 or more: the others pay the standard 25
pay-zj-universal = universal scheme: everyone pays the value { $value }
pay-zj-immunity-nobody = one-round immunity: the winner passed this tile himself in the round, so nobody is to blame: everyone pays the value { $value }
pay-zj-immunity-liable = one-round immunity: { $first } discarded this tile first in the round, so pays 3 × { $value } − 50 = { $amount } instead of the discarder
pay-zj-immunity-other = one-round immunity: { $first } is to blame for this win; the others pay the standard 25
pay-hk-discarder = on a discard: the discarder pays the full amount for { $fan } fan, { $unit }
pay-hk-other = on a discard: the others pay half the amount for { $fan } fan, { $half }
pay-hk-self-draw = self-drawn: each pays the full amount for { $fan } fan, { $unit }
pay-liable = liable ({ $rule }): pays for everyone, { $amount }
pay-covered = pays nothing: { $rule } makes another player pay this share
pay-sg-discarder = on a discard: the discarder pays 2 units of { $unit } ({ $tai } tai)
pay-sg-other = on a discard: 1 unit of { $unit } ({ $tai } tai)
pay-sg-self-draw = self-drawn: 2 units of { $unit } ({ $tai } tai) and the agreed extra { $extra }
pay-sg-special = special hand: everyone pays double the limit, 2 × { $unit }
pay-sg-shooter = shooter pays: the discarder pays the whole win, { $amount }
pay-sg-shooter-covered = pays nothing: under shooter pays the discarder pays it all
pay-sg-kong = instant payment for the exposed kong of { $tile }
pay-sg-concealed-kong = instant payment for the concealed kong of { $tile }
pay-sg-fresh-kong = instant payment for a kong made from a fresh tile: its discarder pays for everyone
pay-sg-bite = instant payment for a bite: { $first } and { $second }
pay-sg-bite-dealt = instant payment for a bite held in the dealt hand, doubled: { $first } and { $second }
pay-sg-four-animals = instant payment for all four animals
pay-sg-flower-set = instant payment for a complete set of flowers or seasons, as a concealed kong
pay-sg-instant-covered = pays nothing: { $by } pays this instant payment for everyone
pay-sc-discard = on a discard: the discarder pays the value of { $fan } fan, { $value }
pay-sc-self-draw = self-drawn: each player still in pays the value of { $fan } fan + 1 = { $value } + 1 = { $amount }
liability-hk-liability-nine-tiles = nine tiles
liability-hk-liability-nine-tiles-fourth-set = nine tiles, the fourth set
liability-hk-liability-five-tiles = five tiles
liability-hk-liability-fourth-wind = the fourth wind
liability-hk-liability-third-dragon = the third dragon
liability-hk-liability-terminal-pungs = terminal pungs
liability-hk-liability-honour-pungs = honour pungs
liability-sg-pao-dragons = dragons
liability-sg-pao-winds = winds
liability-sg-pao-point-limit = point limit
liability-sg-pao-full-flush = full flush
liability-sg-pao-all-honours = all honours
liability-sg-pao-pure-terminals = pure terminals
liability-sg-pao-pure-green = pure green
liability-sg-pao-eighteen-arhats = eighteen arhats
liability-sg-pao-fresh-tile-mahjong = fresh-tile mahjong
nav-replays = Replays
help-replays = Replays: open a game record (or drop one on the window, or pick a sample); Left / Right step, Home / End, Space plays, N / P jump to the next / previous win, kong or payment.
replays-games = Games
file-filter-game = Game record
replays-drop-hint = or drop a game record (.ron) on the window
replays-samples = Samples
replays-recent = Recent
replays-empty = Open a game record or pick a sample.
replays-position = Hand { $hand } of { $hands } · step { $step } of { $steps }
replays-wall = Wall: { $left }
replays-show = Show:
replays-all-open = all hands
replays-deal = The deal
replays-dealer = dealer
replays-won = has won
replays-discards = discards:
replays-start = Start
replays-previous-event = Previous event
replays-back = Back
replays-forward = Forward
replays-next-event = Next event
replays-end = End
replays-play = Play
replays-pause = Pause
replays-speed = steps per second
replays-ledger = Ledger
replays-nobody = nobody
replays-entry = hand { $hand }: { $from } pays { $to } { $amount }
event-draw = { $seat } draws { $tile }
event-discard = { $seat } discards { $tile }
event-chow = { $seat } claims a chow, { $tile }
event-pung = { $seat } claims a pung
event-exposed-kong = { $seat } claims a kong
event-concealed-kong = { $seat } declares a concealed kong of { $tile }
event-added-kong = { $seat } adds { $tile } to a pung
event-bonus = { $seat } sets { $tile } aside
event-missing-suit = { $seat } declares { $tile } missing
event-win = { $seat } wins
event-wins = { $seats } win on the same discard
event-shown = { $seat } shows { $tile }
event-wall-exhausted = The wall is exhausted
event-penalty = { $seat } pays a penalty of { $amount }: { $reason }
event-note = Note: { $text }
event-question-discard = Question: what would you discard?
event-question-score = Question: score this win
drill-title = Score this hand
drill-tally = Right { $right } of { $asked }
drill-start = Start
drill-question = Your total in { $unit }:
drill-check = Check
drill-next = Next hand
drill-right = Right!
drill-wrong = Not quite: the hand is worth { $amount }.
drill-missing-suit = Missing suit: { $suit }
suit-characters = characters
suit-dots = dots
suit-bamboo = bamboo
drill-full-sheet = The full score sheet
rules-title = Rules
rules-payments = Payments
rules-options = Options
rules-limit = limit
rules-example-scores = This example scores { $amount } in all.
rules-no-example = No example hand.
rules-summary-zung-jung = Zung Jung (Alan Kwan). A hand is worth the sum of its patterns, one per series (the highest), with Value Honour counted per set. A hand with no pattern is worth 1. The sum is capped at 320; a single pattern above 320 (400 or 480) counts alone. Freedom of arrangement: the winner takes the reading worth most.
rules-summary-hk-old-style = Hong Kong Old Style (club rules). Fan of all patterns present add up; pungs and kongs score nothing by themselves. Limit hands, and 10 fan or more with a limit, pay the limit.
rules-summary-hk-new-style = Hong Kong New Style: the Old Style table plus the New Style patterns.
rules-summary-singapore = Singaporean mahjong: tai add up to an agreed limit (5 by default); a hand needs 1 tai to win. Animals and seat flowers score; limit hands score the limit.
rules-summary-sichuan = Sichuan bloody battle: 108 tiles, no honours; each player declares a missing suit. Fans double the base of 1, capped at 8 (3–4 fan) and 16 (5 or more). Play goes on after a win until three have won or the wall ends.
rules-payments-zung-jung = The winner collects 3 × the value. Self-draw: each pays the value. Discard: below 25 each pays the value; from 25 the others pay 25 and the discarder the rest (3 × value − 50). Universal scheme: everyone pays the value.
rules-payments-hk-old-style = Table with a limit: 0 fan 2, 1 fan 4, 2 fan 8, 3 fan 16, 4–6 fan 32 (laak 1), 7–9 fan 64 (laak 2), 10+ fan 128 (laak 3). On a discard the discarder pays that, the others half; self-drawn, everyone pays it. Without a limit it keeps doubling: 2^(fan+1). Liability: nine tiles, five tiles, the fourth wind, the third dragon, terminal and honour pungs.
rules-payments-hk-new-style = As Old Style.
rules-payments-singapore = unit = 2^(tai−1). Discard: the discarder pays 2 units, the others 1. Self-draw: everyone pays 2 units. Special hands: everyone pays double the limit. Shooter pays (option): the discarder pays it all. Instant payments for kongs, bites, four animals and flower sets; pao for dragons, winds, the point limit, flushes, fresh tiles.
rules-payments-sichuan = On a discard the discarder pays the value; self-drawn, every player still in pays the value + 1. Kongs: exposed 2 from the discarder, added 1 and concealed 2 from each player still in. At the wall's end a flower pig pays 16 to nobody and a player not ready pays each ready player his best possible win.

## Ledger: Sichuan's transfers between wins
ledger-sc-kong-exposed = exposed kong: the discarder of the fourth tile pays 2
ledger-sc-kong-added = added kong, declared at once on drawing the fourth tile: 1 from each player still in
ledger-sc-kong-concealed = concealed kong: 2 from each player still in
ledger-sc-kong-refund-shot = the kong's declarer discarded a winning tile right after it: the kong payment is returned
ledger-sc-kong-refund-not-ready = the kong's declarer is not ready at the wall's end: the kong payment is returned
ledger-sc-end-flower-pig = flower pig: still holding the missing suit at the wall's end, a penalty of 16 that nobody receives
ledger-sc-end-not-ready = not ready at the wall's end: pays the ready player the most his hand could win, as on a discard
ledger-sc-penalty-wrong-suit = discarded another suit while holding the missing suit: a penalty of 8 that nobody receives

# --- part 6 ---
sheet-limit = limit: { $limit }
sheet-limit-alone = a limit hand counts alone: { $limit }
sheet-worth = worth { $amount }
sheet-col-pattern = pattern
sheet-col-tiles = tiles
drill-sheet-later = The score sheet appears here once you check your answer.
help-keys = Keys
help-zoom-in = Zoom in
help-zoom-out = Zoom out
help-zoom-reset = Normal size
help-key-space = Space
help-play-pause = Play / pause
help-key-left = Left
help-key-right = Right
# --- part 1 ---
## Score sheets (CLI text and JSON)
sheet-arrangement = Arrangement: { $arrangement }
sheet-chosen-because = chosen because { $why }
sheet-total = Total: { $amount }
sheet-total-noted = Total: { $amount } ({ $note })
sheet-note-sichuan = { $fan } fan: the base of 1 doubled { $fan ->
        [one] once
       *[other] { $fan } times
    }
sheet-note-sichuan-capped = { $fan } fan: the base of 1 doubled { $fan ->
        [one] once
       *[other] { $fan } times
    }, capped at { $total }
sheet-note-compound = the patterns add up to { $sum }, more than the limit: the hand counts the limit
sheet-note-fixed = a limit pattern counts alone; nothing else is added
sheet-invalid = Not a valid win: { $error }
sheet-below-minimum = the hand is worth { $total } but the agreed minimum is { $minimum }: claiming it is a false win
sheet-payments-line = Payments ({ $scheme }): { $winner } receives { $amount }
sheet-instant-line = Instant payments: { $winner } receives { $amount }
sheet-pays = { $who } pays { $amount }: { $reason }
sheet-seat-discarder = { $seat } (discarder)
sheet-the-discarder = the discarder
hand-situation = { $system } · seat { $seat } · round { $round } · { $tile } { $win }
hand-from = from { $seat }
hand-tiles = Hand: { $tiles }
hand-bonus = bonus tiles: { $tiles }
arrangement-declared = (declared: no complete hand needed)
form-regular = four sets and a pair
form-seven-pairs = seven pairs
form-thirteen-orphans = thirteen orphans
form-declared = a win declared without a complete hand
wait-two-sided = two-sided wait
wait-closed = closed wait
wait-edge = edge wait
wait-dual-pung = dual pung wait
wait-single = single wait
wait-thirteen-sided = thirteen-sided wait
scheme-zj = Zung Jung scheme, 25-point rule
scheme-zj-universal = universal scheme
scheme-hk-limit = Hong Kong table with limit
scheme-hk-no-limit = Hong Kong table without limit
scheme-sg-special = Singapore: special hand, everyone pays double the limit
scheme-sg-shooter = Singapore: unit doubling to the limit, shooter pays
scheme-sg = Singapore: unit doubling to the limit
scheme-sc = Sichuan: 2^fan capped at 8 and 16
scheme-other = { $scheme }
## Refusals and errors of the engine
refusal-zj-animals = animal tiles are not used in Zung Jung
refusal-zj-bonus-off = bonus tiles are not in play: set `bonus_tiles: true` in the Zung Jung options
refusal-hk-animals = animal tiles are not used in Hong Kong mahjong
refusal-hk-bonus-off = bonus tiles are not in play: set `bonus_tiles: true` in the Hong Kong options
refusal-sc-honours = Sichuan is played without honours (winds and dragons)
refusal-sc-bonus = Sichuan is played without bonus tiles
refusal-sc-claimed-chow = chows cannot be claimed in Sichuan (a hand may hold chows, concealed)
refusal-sc-three-suits = a winning hand holds at most two suits: this one holds all three
refusal-sc-no-missing-suit = Sichuan needs the declared missing suit (missing_suit: Characters, Dots or Bamboo)
refusal-sc-holds-missing-suit = the hand holds { $suit }, the suit declared missing
error-not-complete = not a winning hand: the tiles form neither four sets and a pair nor a special hand
error-notation = at { $column }: { $message }
error-syntax = line { $line }, column { $column }: { $message }
error-impossible-hand = impossible hand: { $error }
error-set-hand = hand { $hand }: { $error }
error-set-no-hands = the set has no hands
error-set-below-minimum = not a win under the set's rules: below the minimum of { $minimum }
error-set-mode = the mode { $mode } asks about no single hand; a set's hands take total, patterns, payments, waits or best-reading
error-set-one-reading = best-reading needs readings of different totals; this hand's readings are all worth the same
error-hand-notation = { $field }: { $error }
error-hand-wrong-count = the hand has the wrong count of tiles: { $melds ->
        [0] with no meld declared
        [one] with one meld declared
       *[other] with { $melds } melds declared
    } it must hold { $expected } concealed tiles (the winning tile among them), and it holds { $found ->
        [one] one
       *[other] { $found }
    }.
error-hand-too-many-melds = more than four melds ({ $n })
error-hand-fifth-copy = a 5th copy of { $tile }: the hand holds { $count } of it (melds included)
error-hand-winning-tile-missing = the winning tile { $tile } is not among the concealed tiles
error-hand-bad-meld = meld { $index }: { $reason }
error-hand-duplicate-bonus = bonus tile { $tile } appears twice
error-hand-too-many-bonus = too many bonus tiles ({ $n }); there are at most 12
error-hand-situation = impossible situation: { $reason }
error-waits-bad-meld = at { $column }: a meld must be a chow, a pung or a kong
error-waits-wrong-count = a hand one tile short of winning holds 13 − 3 × melds concealed tiles: { $expected } with { $melds } meld(s), found { $found }
error-game = { $place }: { $message }
place-header = the header
place-deal = hand { $hand }, the deal
place-step = hand { $hand }, step { $step }
## Command line
cli-waits-error = { $hand }: error { $error }
cli-waits-none = { $hand }: not ready — no tile completes it
cli-waits-tile = { $tile } ({ $left } left)
cli-waits = { $hand }: waits on { $tiles } — { $kinds } kind(s), { $left } tile(s) left
settle-title = Sichuan · the wall's end
settle-wait = { $tile } → { $fan } fan, { $value }
settle-ready = ready, at most { $max } ({ $waits })
settle-not-ready = not ready
settle-flower-pig = flower pig (still holds the missing suit)
settle-nothing = Nothing moves: every player who has not won is in the same state.
settle-transfer = { $from } pays { $amount } to { $to }: { $reason }
settle-net = Net: { $nets }
cli-deal-unknown-pattern = unknown pattern '{ $pattern }' in { $rules }; known: { $known }
cli-deal-none = no hand found for pattern { $target } under { $rules }
cli-deal-seed = seed: { $seed } (--seed { $seed } deals the same hands again)
cli-deal-set-title = Dealt hands: { $rules }
cli-deal-set-title-pattern = Dealt hands: { $rules }, { $pattern }
cli-deal-set-none = no hand asking { $mode } found for pattern { $target } under { $rules }
cli-deal-set-written =
    { $count ->
        [one] { $count } hand written to { $path }
       *[other] { $count } hands written to { $path }
    }
cli-pattern = { $id }: { $name } — { $value }
cli-pattern-limit = limit
cli-pattern-series = series { $series }
series-flower-replacement = flower replacement
series-flush = flush
series-identical-chows = identical chows
series-kong-replacement = kong replacement
series-ping-hu = ping hu
check-invalid = invalid: { $error }
check-seen-from = Recorded from { $player }'s seat: the other seats' concealed tiles and draws were not seen; every tile count, claim and shown hand was checked.
check-win = hand { $hand }, step { $step }: { $player } ({ $seat }) wins, { $total }
check-entry = hand { $hand }, step { $step }: { $from } pays { $amount } to { $to } — { $reason }
check-balances = Balances: { $nets }
check-set = Drill set: { $title }
check-set-hand = hand { $hand } ({ $mode }): { $amount }
check-set-hand-invalid = hand { $hand } ({ $mode }): invalid: { $error }
## Notation errors
notation-not-a-tile = '{ $text }' is not a tile
notation-no-suit-letter = '{ $text }' has no suit letter (m, p, s or z)
notation-no-numbers = '{ $text }' has no numbers before it
notation-bonus-in-meld = a bonus tile cannot be part of a meld
notation-not-a-bonus-tile = '{ $text }' is not a bonus tile (numbers 1 to 4)
notation-bonus-needs-number = '{ $text }' needs a number 1 to 4
notation-meld-in-meld = a meld cannot be opened inside a meld
notation-closes-no-meld = '{ $text }' closes no meld
notation-wrong-close = expected '{ $text }' to close the meld
notation-empty-meld = empty meld
notation-unexpected = unexpected character '{ $text }'
notation-not-closed = meld is not closed with '{ $text }'
notation-no-melds = melds are not allowed here
notation-no-bonus = bonus tiles are not allowed here
notation-no-tile = expected one tile, found none
notation-not-one-tile = expected one tile, found { $n }
notation-only-bonus = only bonus tiles (F1–F4, S1–S4, A1–A4) are allowed here
## Impossible situations
impossible-dealt-bonus-not-held = dealt bonus tile { $tile } is not among the hand's bonus tiles
impossible-player = player { $player } ({ $seat }): { $problem }
impossible-seat-listed-twice = this seat is listed twice
impossible-wall-end-count = a hand at the wall's end holds 13 − 3 × melds = { $expected } concealed tiles, found { $found }
impossible-sc-honours = Sichuan is played without honours
## Melds
meld-chow-of-honours = a chow cannot be made of honours ({ $tile })
meld-no-chow-at = no chow starts at { $tile }
meld-not-a-set = { $tiles } is not a chow, a pung or a kong
meld-not-this-kind = '{ $tiles }' is not a { $kind }
meld-kind-chow = chow
meld-kind-pung = pung
meld-kind-exposed-kong = exposed kong
meld-kind-concealed-kong = concealed kong
meld-kind-added-kong = added kong

# --- part 4 ---
house-title = House rules
house-close = Close the house rules
house-intro = The rule options your club plays with. The calculator, the drill and the rules reference use them; options that differ from the defaults are marked.
house-button = House rules
house-button-changed = House rules ({ $count } changed)
house-section-zung-jung = Zung Jung
house-section-hong-kong = Hong Kong
house-section-singapore = Singaporean
house-section-sichuan = Sichuan
house-about-zung-jung = Zung Jung, as in the digest.
house-about-hong-kong = One set of options for both Old Style and New Style.
house-about-singapore = Singaporean play: each table agrees on its own variants.
house-about-sichuan = Sichuan bloody battle, the Moscow Championship 2017 rules.
house-no-options = These rules have no options to choose.
house-on = on
house-off = off
house-default = Default: { $value }
house-changed-default = Changed · default: { $value }
house-reset = Reset { $system }
house-reset-all = Reset all
house-open = Open a profile…
house-save = Save the profile…
house-file-filter = House rules profile
house-opened = House rules opened from { $path }
house-open-failed = Cannot open { $path }: { $error }
house-saved = House rules saved to { $path }
house-save-failed = Cannot save { $path }: { $error }
house-zung-jung-minimum = Minimum
house-zung-jung-minimum-help = The least a hand must be worth to win.
house-zung-jung-minimum-no-minimum = none (a chicken hand wins 1 point)
house-zung-jung-minimum-wsom = WSOM: 5 points (a chicken hand is a false win)
house-zung-jung-bonus-tiles = Bonus tiles
house-zung-jung-bonus-tiles-help = Whether the flowers and seasons are in play.
house-zung-jung-four-identical-sequences = Four Identical Sequences
house-zung-jung-four-identical-sequences-help = Its value: the original list says 480, one of the sources 400.
house-zung-jung-four-identical-sequences-points-480 = 480 points
house-zung-jung-four-identical-sequences-points-400 = 400 points
house-zung-jung-payment = Payments
house-zung-jung-payment-help = Zung Jung: on a discard worth 25 or more, the two others pay 25 and the discarder the rest. Universal: everyone pays the value.
house-zung-jung-payment-zung-jung = Zung Jung
house-zung-jung-payment-universal = universal
house-hong-kong-minimum-fan = Minimum fan
house-hong-kong-minimum-fan-help = The fan a hand needs to win (the table starts at 0; 3 is common).
house-hong-kong-limit = Limit
house-hong-kong-limit-help = Hands of the limit's fan or more, and limit hands, pay the limit.
house-hong-kong-limit-fan = Fan of a limit hand
house-hong-kong-limit-fan-help = The fan a limit hand counts, and where the limit (laak 3, 128) starts: 8 to 13 (the sheet: 10). Laak 2 (64) runs from 7 fan up to it.
house-hong-kong-bonus-tiles = Bonus tiles
house-hong-kong-bonus-tiles-help = Whether the eight flowers and seasons are in play.
house-hong-kong-bouquet = Bouquet
house-hong-kong-bouquet-help = All four flowers or all four seasons: the table's 3 fan, or the bonus section's 1.
house-hong-kong-bouquet-fan-3 = 3 fan
house-hong-kong-bouquet-fan-1 = 1 fan
house-hong-kong-bonus-variant = Single bonus tiles
house-hong-kong-bonus-variant-help = How flowers and seasons score one by one.
house-hong-kong-bonus-variant-own-and-round = 1 fan for the seat's number and 1 for the round's (a tile of both: 2)
house-hong-kong-bonus-variant-each-tile = 1 fan for every bonus tile
house-hong-kong-bonus-variant-own-and-round-together = the seat's and the round's number, a tile of both: 1
house-hong-kong-earth = Blessing of Earth
house-hong-kong-earth-help = (interpretation) Which win on a discard is a Blessing of Earth.
house-hong-kong-earth-first-go-round = on any discard of the first go-round, before any claim
house-hong-kong-earth-easts-first-discard = only on East's first discard
house-hong-kong-ranges-without-honours = Only 1–5, All 3–7, All 5–9 without honours
house-hong-kong-ranges-without-honours-help = (interpretation) Off: these hands may hold honours.
house-hong-kong-all-discards-replaces-twelve-exposed = All from Discards replaces Twelve Exposed
house-hong-kong-all-discards-replaces-twelve-exposed-help = (interpretation) Off: both count.
house-hong-kong-big-four-in-one = Big Four-in-One
house-hong-kong-big-four-in-one-help = (interpretation) How the sheet's example 345, 456, 567 is read.
house-hong-kong-big-four-in-one-shifted-chows = three chows of one suit, each one higher
house-hong-kong-big-four-in-one-four-copies-in-chows = all four copies of one tile used in chows
house-singapore-limit = Limit (tai)
house-singapore-limit-help = The most tai a hand counts; a limit hand scores it.
house-singapore-minimum = Minimum (tai)
house-singapore-minimum-help = The tai a hand needs to win; 0 allows a chicken hand.
house-singapore-shooter-pays = Shooter pays
house-singapore-shooter-pays-help = The discarder pays the whole win, and the instant payments his discards cause.
house-singapore-fully-concealed = Fully Concealed Hand
house-singapore-fully-concealed-help = 1 tai for a self-drawn win without claims (men qing).
house-singapore-pure-green = Pure Green
house-singapore-pure-green-help = Scores 4 tai (off: it is just a Half Flush).
house-singapore-declare-by-triplets = Declaring by triplets
house-singapore-declare-by-triplets-help = Three dragon pungs (5 tai) or four wind pungs (10) complete the hand whatever the rest.
house-singapore-fresh-thresholds-swapped = Fresh-tile thresholds swapped
house-singapore-fresh-thresholds-swapped-help = A kong on a fresh tile is paid by its discarder below 5 tiles left instead of 7; a win, below 7 instead of 5.
house-singapore-hidden-treasure-self-drawn = Hidden Treasure only self-drawn
house-singapore-hidden-treasure-self-drawn-help = Off: it may also be won on a discard.
house-singapore-flower-on-flower = Win on a bonus replacement
house-singapore-flower-on-flower-help = How several bonus-tile replacements in a row before the win score.
house-singapore-flower-on-flower-one-tai = 1 tai however many
house-singapore-flower-on-flower-each-replacement = 1 tai for each replacement in a row
house-singapore-flower-on-flower-five-tai = flower on flower: 5 tai from two in a row
house-singapore-self-draw-extra = Self-draw extra
house-singapore-self-draw-extra-help = A flat extra each player pays on a self-draw, in stakes.
house-singapore-special-hands-nine-gates = Special hand: Nine Gates
house-singapore-special-hands-nine-gates-help = Everyone pays it double the limit, however it was won.
house-singapore-special-hands-pure-terminals = Special hand: Pure Terminals
house-singapore-special-hands-pure-terminals-help = Everyone pays it double the limit, however it was won.
house-singapore-special-hands-all-honours = Special hand: All Honours
house-singapore-special-hands-all-honours-help = Everyone pays it double the limit, however it was won.
house-singapore-special-hands-eighteen-arhats = Special hand: Eighteen Arhats
house-singapore-special-hands-eighteen-arhats-help = Everyone pays it double the limit, however it was won.
house-singapore-special-hands-earthly-humanly = Special hand: Earthly and Humanly Hands
house-singapore-special-hands-earthly-humanly-help = Everyone pays them double the limit, however they were won.
house-singapore-special-hands-full-flush-ping-hu = Special hand: Full Flush Sequence Hand
house-singapore-special-hands-full-flush-ping-hu-help = Everyone pays it double the limit, however it was won.
house-singapore-special-hands-declared-dragons = Special hand: Big Dragons by declaration
house-singapore-special-hands-declared-dragons-help = Everyone pays it double the limit, however it was won.
house-singapore-instant-exposed-kong = Instant payment: exposed kong
house-singapore-instant-exposed-kong-help = From each other player, in stakes (an added kong too).
house-singapore-instant-concealed-kong = Instant payment: concealed kong
house-singapore-instant-concealed-kong-help = From each other player, in stakes.
house-singapore-instant-bite = Instant payment: bite
house-singapore-instant-bite-help = Cat and rat, rooster and centipede, or both bonus tiles of one's seat: from each other player, in stakes.
house-singapore-instant-four-animals = Instant payment: four animals
house-singapore-instant-four-animals-help = From each other player, in stakes.
drill-house-rules = House rules…
drill-sets = Drill sets
drill-set-open = Open a set file…
drill-set-running = Drill set: { $title }
drill-set-leave = Back to random hands
drill-set-invalid = { $path }: not a usable drill set: { $error }
drill-set-note = Teacher's note
drill-options-differ = Rule options that differ from the defaults:
rules-options-changed = Options ({ $count } changed by the house rules)
rules-edit-house-rules = Change the house rules…
fact-discarder = discarded by { $seat }
fact-flag-humanly = Humanly Hand (a non-dealer's win on a discard in the first go-round)
fact-flag-kong-shot = discarded right after a kong
fact-meld-from = claimed from { $seat ->
        [east] East
        [south] South
        [west] West
       *[north] North
    }
fact-meld-fresh = a fresh tile (never discarded before)
fact-meld-wall = claimed with { $count } tiles left in the wall
fact-wall-tiles-left = { $count } tiles left in the wall
fact-winning-tile-fresh = the winning tile had not been played before
fact-forced-discard = the discarder held only dangerous tiles
fact-bonus-replacements = { $count } bonus tiles replaced in a row
fact-dealt-bonus = bonus tiles in the dealt hand: { $tiles }
fact-players-out = already out of the hand: { $seats }
# --- part 3 ---
calc-undo = Undo
calc-redo = Redo
calc-undo-hint = Undo the last change to the hand or the situation
calc-redo-hint = Redo the last change undone
calc-guard-fifth-copy = All four copies of { $tile } are already in the hand.
calc-guard-full = The hand already holds 14 tiles (a kong counts as 3).
calc-guard-four-melds = Four sets are already declared.
calc-guard-no-chow = No chow starts at { $tile }: a chow is three tiles in a row of one suit.
calc-guard-bonus-twice = { $tile } is already in the hand: there is one of each bonus tile.
calc-meld-added-kong = added kong
calc-discarder = Discarded by
calc-kong-adder = Kong added by
calc-not-recorded = not recorded
flag-humanly = humanly hand (Singapore)
flag-kong-shot = shot after a kong (Sichuan)
calc-play = Course of play
calc-claimed-from = claimed from
calc-meld-fresh = fresh tile
calc-meld-fresh-hint = The claimed tile had never been discarded before (Singapore's fresh-tile kong).
calc-known = known
calc-wall-left = Tiles left in the wall
calc-wall-left-hint = Tiles left in the live wall at that moment, if known (liability rules use it).
calc-winning-discard = Winning discard
calc-winning-fresh = fresh (never played before)
calc-forced-discard = the discarder had no safe tile
calc-forced-discard-hint = The discarder held only tiles dangerous to two players collecting one suit (Hong Kong: the escape from the nine-tiles liability).
calc-bonus-replacements = Bonus tiles replaced in a row
calc-dealt-bonus = In the dealt hand
calc-dealt-bonus-hint = Bonus tiles held in the dealt hand, before any replacement (Singapore doubles their bites).
calc-missing-suit = Missing suit (Sichuan)
calc-missing-auto = by the hand
calc-players-out = Already out (Sichuan)
calc-file-rules = { $system }: the file's rules
calc-file-rules-default = (default options)
calc-forget-rules = use the usual rules
calc-forget-rules-hint = Score this system with the rules the other hands use, not the opened file's.
situation-final-draw-not-from-wall = The last tile of the wall is a win from the wall: self-drawn or on a kong replacement.
situation-final-discard-not-on-discard = The last discard is a win on a discard.
situation-final-draw-and-discard = The last tile of the wall and the last discard cannot both hold.
situation-replacement-without-kong = A win on a kong replacement needs a declared kong.
situation-robbed-tile-held = Robbing a kong: three copies of the robbed tile are in another player's pung, so the winner holds only the one he robs.
situation-heaven-not-dealer = Heaven is the dealer's (East's) win.
situation-heaven-not-dealt-tiles = Heaven is a win with the dealt tiles: self-drawn, no sets declared.
situation-earth-dealer = Earth is a non-dealer's win.
situation-earth-not-first-go-round = Earth is a win in the first go-round, on a discard or self-drawn, with no sets declared.
situation-bonus-replacement-not-self-drawn = A win on a bonus tile's replacement is self-drawn.
situation-kong-on-kong = Kong on kong is a win on a kong replacement with at least two kongs declared.
situation-concealed-kong-claimed = Set { $meld }: a concealed kong is claimed from nobody.
situation-own-discard-claimed = Set { $meld }: a player cannot claim his own discard.
situation-humanly = The humanly hand is a non-dealer's win on a discard, with no sets declared.
situation-kong-shot-not-on-discard = A shot after a kong is a win on a discard.
situation-discarder-out = The discarder has already won and left the hand.
situation-winner-out = The winner cannot be among the players who already left the hand.
situation-heaven-and-earth = Heaven and earth cannot both hold.
situation-self-draw-discarder = A self-drawn win has no discarder.
situation-winner-discarder = The winner cannot be the discarder.
# --- part 2 ---
settings-repaired = The saved settings were damaged; the app started on defaults for:
settings-problem-unreadable = the whole settings file (it could not be read)
settings-problem-zoom = the zoom (out of range)
settings-problem-egui = the window's layout state
settings-problem-window = the window's size and position (brought back on screen)
settings-problem-settings = theme, language and recent games
settings-backup-kept = The damaged file is kept as { $path }.
settings-backup-failed = The damaged file could not be kept as a backup.
settings-notice-close = Close
error-too-large = { $path }: larger than the limit of { $limit } bytes
error-line-too-long = { $path }: line { $line } is longer than the limit of { $limit } bytes
error-not-a-file = { $path }: not a regular file (a folder, device or pipe is not read)
error-not-utf8 = { $path }: not UTF-8 text (byte { $offset })
error-io = { $path }: { $message }
error-io-not-found = { $path }: no such file or folder
error-io-permission = { $path }: no permission to read it
error-option-out-of-range = rule option { $option } of { $system } is { $value }; allowed: { $min } to { $max }
error-bonus-out-of-turn = { $seat } sets a bonus tile aside out of turn
error-missing-suit-twice = { $seat } has already declared a missing suit
error-missing-suit-late = { $seat } declares a missing suit after play has begun
error-fifth-copy-across-players = a 5th copy of { $tile } across the players' hands ({ $count } in all, melds included)
# --- part 5 ---
event-draw-hidden = { $seat } draws a tile
replays-sheet-of = Score sheet of { $player } ({ $seat }), hand { $hand }, step { $step }
replays-disagreement = { $player } ({ $seat }): recorded { $recorded }, the rules give { $computed }
replays-disagreements =
    { $count ->
        [one] One recorded score is not what the rules give:
       *[other] { $count } recorded scores are not what the rules give:
    }
replays-goto = hand { $hand }, step { $step }

# --- check: disagreements (merge of parts 1, 2, 5) ---
check-unreadable = unreadable: { $error }
check-win-disagrees = { $win } (recorded { $recorded }: disagrees)
check-disagreements = Recorded scores the rules do not give: { $count }
check-disagreement = hand { $hand }, step { $step }: { $player } ({ $seat }) recorded { $recorded }, the rules give { $computed }:

# --- game errors ---
game-players = a game has four players, the header names { $found }
game-four-seats = seats and deal list the four seats, East first
game-dealer-not-east = the dealer always sits East, not { $dealer }: a new dealer is shown by the players' seats
game-bad-seats = seats must name each of the players 0 to 3 once, found { $seats }
game-dealt-notation = { $seat }'s tiles: { $error }
game-dealt-melds = { $seat }'s dealt tiles cannot hold melds
game-dealt-count = { $seat } is dealt { $expected } tiles, the record has { $found }
game-dealt-bonus = { $seat } is dealt bonus tiles, which these rules do not use
game-bonus-dealt-twice = bonus tile { $tile } dealt twice
game-too-many-dealt = more tiles dealt than the set holds
game-no-honours = { $tile } is not in the set: these rules play without honours
game-fifth-copy = a 5th copy of { $tile }
game-bad-notation = '{ $text }': { $error }
game-not-one-bonus = '{ $text }' is not one bonus tile
game-hand-over = the hand is already over
game-unfinished = the record stops before the hand ends (a win or an exhausted wall)
game-missing-suit-only-sichuan = a missing suit is declared only in Sichuan
game-missing-suit-never = { $seat } never declared a missing suit
game-not-turn-to-draw = it is not { $seat }'s turn to draw
game-wall-empty = the live wall is empty: nothing to draw
game-bonus-not-drawable = { $tile } cannot be drawn here
game-not-turn-to-discard = it is not { $seat }'s turn to discard
game-not-held = { $seat } does not hold { $tile }
game-bonus-before-discard = { $seat } must set bonus tiles aside before discarding
game-no-chows = chows cannot be claimed under these rules
game-no-discard-to-claim = there is no discard to claim
game-chow-not-next = only the player after { $discarder } may claim a chow
game-not-a-chow = '{ $text }' is not a chow with the discard { $tile }
game-chow-tile-not-held = { $seat } does not hold { $tile } for the chow
game-cannot-claim = { $seat } cannot claim this discard
game-not-enough-to-claim = { $seat } does not hold { $count } × { $tile }
game-not-turn-to-kong = it is not { $seat }'s turn to declare a kong
game-no-pung-to-add = { $seat } has no exposed pung of { $tile } to add to
game-not-four = { $seat } does not hold four { $tile }
game-wall-not-exhausted = the wall is not exhausted: { $left } tiles are left
game-no-winner = a win names no winner
game-several-winners-only-sichuan = only Sichuan allows several winners on one discard
game-several-winners-only-discard = several winners only on one discard
game-already-won = { $seat } has already won
game-empty-hand = an empty hand
game-no-tile-to-win-on = { $seat } has no tile to win on here
game-bonus-before-winning = { $seat } must set bonus tiles aside before winning
game-winning-hand = { $seat }'s winning hand: { $error }
game-win-refused = { $seat } declares a win: { $error }
game-false-win = { $seat }'s hand is worth { $worth } but the minimum is { $minimum }: a false win
game-play-and-result = a hand has either its play (deal and events) or its result, not both
game-no-play-no-result = a hand needs its deal and events, or its result
game-kong-entry = { $seat }'s kong: { $error }
game-not-a-kong = { $seat }'s Kong entry holds no kong
game-kong-not-in-hand = { $seat } declared a kong of { $tile } that the hand written for { $seat } does not show
game-bonus-not-used = { $seat } sets bonus tiles aside, which these rules do not use
game-bonus-twice = bonus tile { $tile } set aside twice
game-bonus-not-in-hand = { $seat } set { $tile } aside, but the winning hand does not show it
game-discarder-out = { $seat } has already won and cannot discard
game-drawn-in-sichuan = a Sichuan hand with no winner ends at the wall: write WallEnd with the hands still in
game-wall-end-only-sichuan = only Sichuan settles the hands at the wall's end
game-wall-end-seats = the wall's end must list exactly the players still in: { $expected }
game-wall-end-income = kong payments at the wall's end come from the Kong entries: remove kong_income
game-wall-end-hand = the wall's end: { $error }
game-seen-from-not-a-player = seen_from names { $name }, who is not one of the players
game-unseen-without-seen-from = a hand with unseen tiles ('?') belongs to a record seen from one seat: name its player with seen_from
game-one-seat-seen = a hand seen from one seat shows one seat's dealt tiles and '?' for the other three; this one shows { $seen }
game-seen-from-other-seat = the dealt tiles shown are { $seat }'s, but the record is seen from { $name }'s seat
game-unseen-draw-of-seen-seat = { $seat }'s tiles were seen: its draw names the tile, not '?'
game-win-not-shown = { $seat } wins, but its tiles were not seen: write the hand it showed (shown: (concealed: "…", winning_tile: "…"))
game-shown-count = { $seat }'s shown hand has { $found } concealed tiles besides the winning tile; { $seat } holds { $expected }
game-shown-winning-tile = { $seat }'s shown winning tile { $tile } is not the tile it won on
game-unseen-at-wall-end = { $seat }'s tiles were not seen: a Sichuan hand seen from one seat cannot be settled at the wall's end; record it by its results

## Progress
settings-theme = Theme
settings-view = View
nav-progress = Progress
file-filter-csv = CSV table
progress-title = Progress
progress-empty-title = No answers in { $system } yet
progress-empty = Answer a few questions in the drill: every answer is kept here, with your accuracy per pattern and per mode. Patterns you miss come back sooner when you practise your weak spots.
progress-go-to-drill = Go to the drill
progress-answers =
    { $n ->
        [one] { $n } answer
       *[other] { $n } answers
    }
progress-right-share = { $share } right
progress-mean-time = { $seconds } s per answer on average
progress-last-practised = last practised { $date }
progress-col-mode = Mode
progress-col-pattern = Pattern
progress-col-answers = Answers
progress-col-accuracy = Right
progress-col-time = Mean time
progress-col-last-seen = Last seen
progress-col-due = Next review
progress-seconds = { $n } s
progress-over-time = Accuracy over time
progress-per-block = Per 10 answers
progress-per-day = Per day
progress-per-pattern = { $n ->
        [one] Accuracy of the weakest pattern
       *[other] Accuracy of the { $n } weakest patterns
    }
progress-axis-answers = answers
progress-axis-day = day (UTC)
progress-axis-accuracy = % right
progress-weakest-first = Patterns, weakest first
progress-due-now = due now
progress-due-minutes = in { $n } min
progress-due-hours = in { $n } h
progress-due-days =
    { $n ->
        [one] in { $n } day
       *[other] in { $n } days
    }
progress-export = Export CSV…
progress-exported = Saved { $answers } and { $patterns }.
progress-export-failed = Could not write { $path }: { $error }
progress-save-failed = Your progress could not be saved: { $error }
progress-reset = Reset progress…
progress-reset-confirm = Forget every answer and every review schedule, in all systems? This cannot be undone.
progress-reset-yes = Reset
progress-cancel = Cancel
progress-reset-done = Progress reset: you start afresh.
progress-file-problem = Your saved progress could not be used, so you start afresh.
progress-problem-unreadable = The file could not be read.
progress-problem-damaged = The file is damaged.
progress-problem-newer = It was written by a newer version of Tilewise (format { $version }).
progress-backup-kept = The old file is kept as { $path }.
progress-backup-failed = The old file could not be moved aside: it is left untouched, and this session's progress is not saved.
progress-weak-none = Nothing to practise yet in this system: answer a few questions first, and the patterns you miss will come back here.
progress-weak-all-right = No pattern is due and none was missed: keep answering, patterns come back when they are due.
progress-loading = Reading your saved progress…
progress-weak-loading = Your saved progress is still being read: your weak spots follow as soon as it is.

## Rules the drill grades that are not patterns (Sichuan's wall's end and kongs)
progress-rule-sc-end-ready = Ready at the wall's end
progress-rule-sc-end-not-ready = Not ready at the wall's end
progress-rule-sc-end-flower-pig = Flower pig
progress-rule-sc-kong-exposed = Exposed kong payment
progress-rule-sc-kong-added = Added kong payment
progress-rule-sc-kong-concealed = Concealed kong payment
progress-rule-sc-kong-refund-shot = Kong payment returned (shot after the kong)
progress-rule-sc-kong-refund-not-ready = Kong payment returned (not ready)
progress-rule-sc-penalty-wrong-suit = Discard of another suit while holding the missing one
# --- drill modes, rounds and summary ---
drill-mode = Mode:
drill-mode-total = Total
drill-mode-patterns = Patterns
drill-mode-payments = Who pays
drill-mode-best-reading = Best reading
drill-level = Level:
drill-level-beginner = Beginner
drill-level-standard = Standard
drill-level-expert = Expert
drill-round-size = Questions per round:
drill-progress = Question { $n } of { $total }
drill-time = answered in { $seconds } s
drill-to-summary = See the round's summary
drill-enter-hint = Enter checks; Enter again goes on.
drill-weak-spots-off = Hands as they come
drill-weak-spots-on = Practising weak spots: { $patterns }
drill-no-hand = No hand for this mode came up under these rules. Press Next to try again, or pick another mode.
drill-summary-title = Round over
drill-summary-score = { $right } of { $asked } right
drill-summary-time = { $total } s in all, { $average } s per question
drill-summary-question = Question { $n }
drill-summary-right = right
drill-summary-wrong = wrong
drill-summary-seconds = { $seconds } s
drill-summary-none-missed = No pattern missed in this round.
drill-summary-missed = Patterns to look at again: { $patterns }
drill-another-round = Another round
drill-weak-spots = Practise weak spots
drill-summary-enter = Enter starts another round.
drill-patterns-ask = Tick every pattern that counts in this hand:
drill-patterns-search = Search the patterns
drill-patterns-ticked = ticked: { $count }
drill-patterns-none-found = No pattern matches the search.
drill-patterns-right = Right: exactly the patterns that count!
drill-patterns-wrong = Not quite: { $right } of { $total } right.
drill-pattern-right = { $pattern }: right, it counts { $amount }
drill-pattern-missed = { $pattern }: missed, it counts { $amount }
drill-pattern-wrong = { $pattern }: does not count, { $why }
drill-pattern-limit = limit
drill-why-other-reading = it counts only in another reading of these tiles, not in the one worth most
drill-why-needs-concealed = it needs a concealed hand, and this one has claimed melds
drill-why-needs-self-draw = it needs the winning tile drawn from the wall, and this one is a discard
drill-why-not-present = the hand does not show it
drill-payments-ask = How much does each player pay the winner, { $seat }?
drill-payments-win = for the win
drill-payments-instant = instant payments (empty: none)
drill-payments-seat-out = { $seat } (out of the hand)
drill-payments-seat-discarder = { $seat } (discarded the winning tile)
drill-payments-right = Right: every amount!
drill-payments-wrong = Not quite: { $right } of { $total } amounts right.
drill-payments-due = due: { $amount }
drill-payments-why = { $seat } pays { $amount }: { $why }
drill-payments-instant-why = { $seat }, instant, pays { $amount }: { $why }
drill-payments-out = already out of the hand: pays nothing
drill-payments-nothing = pays nothing
drill-reading-ask = These tiles read in several ways. Which reading is worth most?
drill-reading-n = Reading { $n }
drill-reading-right = Right: this reading is worth most!
drill-reading-wrong = Not quite: reading { $n } is worth most, { $amount }.
## Drill: waits
drill-waits-prompt = Click every tile that completes this hand.
drill-waits-keys = Type a tile (3m, 7z) or move with the arrow keys and pick with Space; Enter checks.
drill-waits-tile = Pick: { $tile }
drill-waits-right =
    { $count ->
        [one] Right! The hand waits on that one tile only.
       *[other] Right! All { $count } tiles found.
    }
drill-waits-found = You found { $found } of { $count }.
drill-waits-missed = Missed:
drill-waits-wrong = These complete nothing:
drill-waits-ready =
    { $count ->
        [one] The hand is ready on one tile, { $left } left in play:
       *[other] The hand is ready on { $count } tiles, { $left } left in play:
    }
drill-waits-left = { $count } left
drill-waits-refused = the rules do not accept this win
drill-waits-more = and { $count } more
drill-waits-below-minimum = below the minimum of { $minimum }: a false win

## Drill: Sichuan wall's end
wall-end-prompt = The wall has run out. Is each player ready, not ready or a flower pig? Then: who pays whom how much?
wall-end-out = Already won and out of the hand: { $seats }
wall-end-kong-income = received { $amount } from { $seat } for a kong
wall-end-state-ready = Ready
wall-end-state-not-ready = Not ready
wall-end-state-flower-pig = Flower pig
wall-end-state-was = Actually: { $state }
wall-end-wait-value = { $tile } (worth { $value }, { $fan } fan)
wall-end-why-ready = Waits on { $waits }; the most a win could bring: { $max }.
wall-end-why-not-ready = No tile completes this hand.
wall-end-why-pig = Still holds the missing suit ({ $suit }): { $tiles }.
wall-end-transfers = Who pays whom
wall-end-transfers-hint = One row per payer, one column per receiver; leave a field empty when nothing is paid.
wall-end-pays = From \ to
wall-end-cell = { $from } pays { $to }
wall-end-not-quite = Not quite. The settlement:
wall-end-nothing-moves = Nothing is paid.
wall-end-owed = { $from } pays { $to } { $amount }
wall-end-owed-penalty = { $from } pays a penalty of { $amount }
wall-end-owed-none = (you said { $given }: nothing is owed here)
wall-end-owed-given = (you said { $given })
wall-end-all-same = Every player still in is in the same state: no payments between them.

## Replay quiz
replays-quiz = Quiz
replays-quiz-level-beginner = Beginner
replays-quiz-level-standard = Standard
replays-quiz-level-expert = Expert
replays-quiz-question = Quiz: what is this win worth?
replays-modified = (unsaved changes)
replays-autosave-found = An autosaved copy of this record has changes that were not saved.
replays-autosave-restore = Restore the changes
replays-autosave-discard = Discard the copy
replays-note-add = Add note
replays-note-add-hint = A note after the shown step (key A)
replays-note-edit = Edit note
replays-note-delete = Delete this note or question
replays-note-hint = Your note; Enter keeps it, Esc cancels
replays-note-keep = Keep
replays-note-cancel = Cancel
replays-ask-discard = Ask here: what would you discard?
replays-ask-score = Ask here: score this win
replays-save = Save
replays-save-as = Save as…
replays-saved = Saved: { $path }
replays-leave-title = Save the changes?
replays-leave-text = This record has notes or questions that are not saved.
replays-leave-save = Save the changes
replays-leave-discard = Discard the changes
replays-leave-cancel = Cancel
replays-quiz-discard = Quiz: what would { $seat } discard?
replays-quiz-discard-wrong = The game went on with { $tile }.
replays-quiz-question-expert = Quiz: what is this win worth, and what does the winner receive in all?
replays-quiz-total = Total in { $unit }:
replays-quiz-receives = receives:
replays-quiz-receives-right = The winner does receive { $amount }.
replays-quiz-receives-also = The winner receives { $amount }.
replays-quiz-receives-wrong = The total is right; the winner receives { $amount }.
replays-quiz-continue = Continue
replays-quiz-continue-hint = Enter goes on.
replays-quiz-hint = Enter checks; the score sheet appears once you have answered.

## Drill modes from their own files, and the way to the replay quiz
drill-mode-waits = Waits
drill-mode-wall-end = Wall's end
drill-mode-replay-quiz = Replay quiz
drill-replay-quiz-hint = Opens the replay viewer with its quiz on, at this level: open any game record and each win asks its total before the sheet.

## The round of discards before a Zung Jung win (one-round immunity)
fact-round-discards = Discards this round, from the winner's own: { $discards } (the last one wins)

## Authoring a drill set
set-build-add = Add to set
set-build-window = Set being built
set-build-set-title = Title
set-build-author = Author
set-build-note = Note
set-build-remove = Remove this hand
set-build-save = Save set…
set-build-try = Try it in the drill
set-build-saved = Set saved to
set-build-empty = No hands yet: add them with “Add to set” in the calculator, the drill, the rules' examples or a replay's win, or open a set file.
set-build-added = Hand { $n } added under { $system }, asking “{ $mode }”.
set-build-refused = Not added
set-build-other-rules = the set's hands are all scored under the rules of its first hand
set-build-new = New set
replays-win-title = { $game }, hand { $hand }: { $player } ({ $seat })
replays-add-to-set-hint = Adds this win to the set being built, asking for its total
rules-add-to-set-hint = Adds this example to the set being built, asking for its patterns
set-build-opened = Opened { $path }
set-build-recent = Recent sets
set-build-open = Open set…

## Printed worksheets (tilewise worksheet, Export worksheet… in the set builder)
worksheet-situation = Seat: { $seat } · Round: { $round } · Winning tile: { $tile }, { $win }
worksheet-situation-waits = Seat: { $seat } · Round: { $round } · Win: { $win }
worksheet-ask-patterns = Which patterns count? Write each with its value.
worksheet-ask-waits = Which tiles complete this hand?
worksheet-answer-waits = Completed by: { $tiles }
worksheet-author = by { $author }
worksheet-hands = { $count ->
        [one] { $count } hand
       *[other] { $count } hands
    }
worksheet-name = Name
worksheet-date = Date
worksheet-how-to-read = In each hand the winning tile stands apart, right of the concealed tiles; declared sets follow, a claimed tile lying sideways; bonus tiles come last, smaller.
worksheet-answer-key = Answer key
worksheet-page = Page { $n } of { $count }
worksheet-pdf-failed = The PDF could not be written: { $error }
worksheet-generated-title = { $system }: { $pattern }
worksheet-generated-natural = { $system }: hands as in play
cli-worksheet-written = Worksheet written to { $path }
cli-worksheet-none = the generator found no hand asking { $mode } for { $target } under { $rules }
set-build-export = Export worksheet…
set-build-export-answers = with the answer key
set-build-export-paper = Paper
set-build-exported = Worksheet saved to
set-build-export-hint = A printable PDF of the set, in the app's language: numbered hands, their situation and lines for the answers
file-filter-pdf = PDF document
paper-a4 = A4
paper-letter = Letter

## Copy image / Save as image… (calculator, rules examples, replay)
image-copy = Copy image
image-save = Save as image…
image-copied = Image copied to the clipboard.
image-saved = Image saved to { $path }
image-extension = { $path }: an image is saved as .png or .svg
image-too-large = The picture is too large to draw ({ $width } × { $height } pixels).
image-failed = The image could not be written: { $error }
file-filter-png = PNG image
file-filter-svg = SVG image (vector)
calc-copy-image-hint = Copies the hand to the clipboard as a picture, drawn with the app's tiles on white
calc-save-image-hint = Saves the hand as a picture: PNG, or SVG (vector) when the name ends in .svg
calc-image-empty = There is nothing to draw: add tiles to the hand first
rules-copy-image-hint = Copies this example hand to the clipboard as a picture, drawn with the app's tiles on white
rules-save-image-hint = Saves this example hand as a picture: PNG, or SVG (vector) when the name ends in .svg
replays-copy-image-hint = Copies the table at this step to the clipboard as a picture, every hand open
replays-save-image-hint = Saves the table at this step as a picture, every hand open: PNG, or SVG (vector) when the name ends in .svg
replays-image-none = There is no table to draw at this step

## Viewer: results-only hands and the night at a glance
replays-page-replay = Hand by hand
replays-page-replay-hint = The game replayed step by step, with the ledger and each win's score sheet
replays-page-night = The night at a glance
replays-page-night-hint = Standings, each player's balance over the hands, the biggest hands; export as CSV
replays-results-only = results only
replays-results-start = The results of this hand, as the table wrote them down
result-entries = What the table wrote down (click an entry to go to it):
result-win = { $seat } wins: { $how }
result-how-discard = on { $from }'s discard
result-how-robbing-kong = robbing { $from }'s kong
result-kong = { $seat } declares a kong: { $tiles } ({ $kind })
result-bonus = { $seat } sets { $tiles } aside
result-bonus-dealt = { $seat } sets { $tiles } aside (dealt)
result-drawn = The hand is drawn
result-drawn-nothing = Nobody won this hand; nothing is paid.
result-wall-end = The wall is exhausted: the hands still in are settled
result-payments = Payments
result-payment = { $from } pays { $to } { $amount }
result-no-payment = Nothing is paid for this under these rules.
result-sheet = Score sheet
night-col-place = #
night-col-player = Player
night-col-balance = Balance
night-col-wins = Wins
night-col-self-draws = Self-drawn
night-col-deal-ins = Dealt in
night-col-best = Best hand
night-plot = Balance after each hand
night-axis-hand = Hand
night-axis-balance = Balance
night-plot-point = after hand { $hand }: { $balance }
night-big-hand-hint = Opens this hand at its win
night-export-csv = Export CSV…
night-export-csv-hint = Writes every hand and payment as CSV (one row per payment) for a spreadsheet
night-csv-saved = CSV written to { $path }

## Night report
night-title = { $title }: { $hands ->
        [one] one hand
       *[other] { $hands } hands
    }, { $drawn } drawn
night-standings = Standings
night-standing = { $place }. { $player } { $balance }: { $wins ->
        [one] one win
       *[other] { $wins } wins
    } ({ $self_draws } self-drawn), dealt in { $deal_ins ->
        [one] once
       *[other] { $deal_ins } times
    }
night-biggest = Biggest hands
night-big-hand = hand { $hand }: { $player }, { $amount } ({ $won }): { $patterns }

## Move entry
entry-empty = type a move, e.g. 'd 5m' (draw), 'x 9p' (discard), 'p' (pung)
entry-unknown-verb = '{ $word }' is no move: d, x, c, p, k, ck, ak, b, ms, h, hh, wall, note
entry-missing = '{ $verb }' needs { $what }
entry-bad-argument = '{ $text }' is not { $what }
entry-ambiguous = more than one player could: say which (E, S, W or N) before the move
entry-wanted-tile = one tile, e.g. 5m or 7z
entry-wanted-bonus-tile = one bonus tile, e.g. F1, S3 or A2
entry-wanted-chow-tiles = the chow's three tiles, e.g. 789p
entry-wanted-suit = a suit: m, p or s
entry-wanted-score = a score
entry-wanted-seats = two or three seats, each with an optional score, e.g. hh W N or hh W 8 N 4
entry-wanted-tiles = the tiles shown, e.g. 123m455p
entry-paste-error = entry { $entry } ({ $text }): { $error }; nothing was entered
moves-paste = Paste a written hand
moves-paste-hint = One entry a turn as on the move line, separated by commas or lines: 5p, 3m, 7p, S p, 9s
moves-paste-enter = Enter them
moves-click-discard = Click the tile { $seat } discards (its draw, unseen, comes with it):
moves-click-draw = Click the tile you draw:
moves-click-claims = Claims of the discard:
moves-click-pung = { $seat }: pung
moves-click-kong = { $seat }: kong
moves-click-my-win = I win
entry-wanted-text = its text

## Move entry panel
moves-deal-hint = Type each player's dealt tiles (East, the dealer, has 14; bonus tiles as F1 S2 A3), then enter the moves.
moves-seen-from = Recorded from the seat of:
moves-my-deal-hint = Type your dealt tiles (14 when you are East, the dealer; bonus tiles as F1 S2 A3): the others' tiles are not seen.
moves-not-seen = not seen
moves-start = Start the moves
moves-wall = { $left } tiles left in the wall
moves-ended = The hand is over.
moves-next = Move
moves-line-hint = d 5m · x 9p · W p · h
moves-line-hint-one-seat = 5p · S p · W c 345p · S h 123m… 2z
moves-enter = Enter
moves-keys = Enter takes the move · Tab completes to the legal moves (again for the next) · d draw, x discard, c chow, p pung, k kong, ck/ak concealed/added kong, b bonus, ms missing suit, h win, hh several winners, wall, note
moves-keys-one-seat = One entry a turn: a tile alone is the discard of the seat to act (another seat's unseen draw comes with it) or your own draw · S p, W c 345p, N k claims · S h 123m456p789s11z 2z another seat's win with the hand it showed · Tab completes · Enter takes it
moves-undo = Undo the last move
moves-edit-deal = Change the deal
moves-no-completion = no legal move starts so
## The recorder: a game at a real table, hand by hand
nav-recorder = Recorder
recorder-title = Recorder
recorder-intro = Write down a game as the table plays it: per hand the winner and the winning hand, or a drawn hand. The engine scores each win, and the record is saved after every entry.
recorder-found = An unfinished recording was found.
recorder-found-what = { $system }: { $players }, { $hands ->
    [one] { $hands } hand added
   *[other] { $hands } hands added
}, date { $date }.
recorder-found-in-progress = Hand { $hand } was being entered: it goes on where it was left.
recorder-continue = Continue it
recorder-set-aside = Set it aside
recorder-set-aside-hint = It is kept in the recorder's folder as a finished recording; nothing is deleted.
recorder-new-game = New game
recorder-system = Rules
recorder-house-options = Options
recorder-player-seat = Player, { $seat } in the first hand
recorder-date = Date
recorder-event = Event
recorder-start = Start recording
recorder-need-players = Four players' names are needed.
recorder-bad-date = The date is not a calendar date: write it as 2026-12-05 or 05.12.2026.
recorder-save-as = Save as…
recorder-open-in-viewer = Open in viewer
recorder-open-in-viewer-hint = Shows the hands added so far on the replay screen.
recorder-finish = Finish
recorder-finish-hint = Ends the recording: it stays saved, and the form for a new game shows.
recorder-autosave-file = Saved after every entry to { $path }.
recorder-autosave-data = Saved after every entry in the app's data folder.
recorder-autosave-none = Not saved: no data folder.
recorder-saved = Saved to { $path }.
recorder-hand = Hand { $hand }
recorder-prevailing = Prevailing wind: { $wind }
recorder-dealer = Dealer: { $player }
recorder-override = Override seats…
recorder-override-hint = The table changed seats or the wind against the rules' rotation: say where everyone sits and why.
recorder-override-reason = Reason
recorder-override-apply = Use these seats
recorder-override-need-reason = Say why the table changed seats.
recorder-override-seats-twice = Each player sits in one seat.
recorder-override-too-late = Seats can change only before the hand's first entry.
recorder-cancel = Cancel
recorder-entries = This hand so far
recorder-no-entries = Nothing entered yet.
recorder-undo-entry = Undo last entry
recorder-undo-entry-hint = Takes back the last entry, of this hand or of the hand before.
recorder-entry-win = { $player } wins with { $tiles }, { $how }
recorder-entry-kong = { $player }: kong { $tiles }
recorder-entry-bonus = { $player }: bonus tiles { $tiles }
recorder-entry-drawn = Drawn hand
recorder-entry-wall-end = Wall's end: the hands still in are settled
recorder-entry-penalty = { $player } pays a penalty of { $amount }
recorder-entry-note = Note: { $note }
recorder-winner = Who won?
recorder-winner-hint = Choose the winner to enter the winning hand.
recorder-drawn = Drawn hand
recorder-written = Score the table wrote
recorder-written-hint = optional; a different score is shown, not refused
recorder-same-discard = On the same discard as the win before
recorder-same-discard-hint = Several players won on one discard.
recorder-add-hand = Add hand
recorder-add-win = Add win
recorder-win-incomplete = Enter the winner's whole hand first.
recorder-kong = Kongs
recorder-kong-bonus = Kongs and bonus tiles
recorder-kong-hint = Declared by any player during the hand; the winner's own are in the winning hand too.
recorder-kong-tile = Tile
recorder-add-kong = Add kong
recorder-bonus-tiles = Tiles
recorder-bonus-dealt = in the dealt hand
recorder-add-bonus = Add bonus tiles
recorder-wall-end = Wall's end
recorder-wall-end-hint = The wall ran out: enter the hand of each player still in (concealed tiles, melds in brackets).
recorder-add-wall-end = Settle the wall's end
recorder-preview = The win being entered
recorder-preview-empty = Choose the winner and enter the hand: the sheet and the payments show here.
recorder-disagreement = The table wrote { $written }; the rules give { $computed }.
recorder-payments = Payments
recorder-payment = { $from } → { $to }: { $amount }
recorder-balances = Balances
recorder-hand-column = Hand
recorder-so-far = this hand so far
recorder-total = Total
recorder-kind = This hand:
recorder-kind-results = Results only
recorder-kind-results-hint = As on a score sheet: the winner's hand, kongs, bonus tiles, or a drawn hand.
recorder-kind-moves = Move by move
recorder-kind-moves-hint = The deal and every draw, discard, claim and kong, typed from the keyboard: the hand can be replayed move by move.
recorder-kind-my-seat = From my seat
recorder-kind-my-seat-hint = What you saw: your dealt tiles and draws, every discard, claim and kong, the others' bonus tiles and a winning hand shown; the others' tiles are not needed. Your play can then be reviewed.
recorder-kind-too-late = A hand is written one way: take back its entries first.
recorder-moves-not-ended = The hand has not ended: enter its moves up to the win or the wall's end.
recorder-penalty = Penalty
recorder-penalty-hint = A penalty paid to nobody (a false win, a wrong claim), at any time in the hand.
recorder-penalty-amount = Amount
recorder-penalty-reason = Reason
recorder-add-penalty = Add penalty
recorder-penalty-bad-amount = A penalty needs an amount: a whole number from { $min } to { $max }.
recorder-penalty-before-deal = Start the moves first: a penalty comes between two moves.
recorder-moves-undo-key = Undo the last move (Recorder)
recorder-preview-moves = The hand's win
recorder-preview-moves-empty = When a player wins (h), the sheet and the payments show here.

## Notices (app/notice.rs)
notice-close = Close

## Drill in step with the screen (app/drill.rs, replay quiz entry)
drill-set-locked = Chosen by the drill set “{ $title }”: go back to random hands to change it.
replays-quiz-pick = Replay quiz: open a game record or pick a sample on the left, and the quiz stops at its questions.
progress-rule-sc-end-state-ready = Wall's end: a ready hand named
progress-rule-sc-end-state-not-ready = Wall's end: a hand not ready named
progress-rule-sc-end-state-flower-pig = Wall's end: a flower pig named
## Data safety: damaged files kept aside, the set being built, one app per data folder
notice-recorder-kept = The unfinished recording could not be read: it is kept as { $path }, and nothing was written over it.
notice-recorder-file-kept = The recording's note of its own file does not lead to this game's record: that file is left alone and the recording stays in the data folder only (the note is kept as { $path }). "Save as…" keeps it in a file again.
notice-recorder-draft-kept = The win being typed could not be read: it is kept as { $path }.
notice-set-draft-kept = The set being built could not be read: it is kept as { $path }.
notice-autosave-kept = The autosaved copy of this replay could not be read: it is kept as { $path }.
notice-kept-failed = { $path } could not be read nor moved aside ({ $error }): it is left as it is, and nothing is written in its place this session.
notice-write-failed = Could not write { $path }: { $error }
notice-remove-failed = Could not remove { $path }: { $error }
notice-data-folder-busy = Another Tilewise (pid { $pid }) is using this data folder ({ $path }). This window does not read or write its recording, set being built, autosaves or progress: your work here is kept only until you close it.
notice-data-folder-busy-unknown = Another Tilewise is using this data folder ({ $path }). This window does not read or write its recording, set being built, autosaves or progress: your work here is kept only until you close it.
notice-data-folder-unlocked = The data folder { $path } could not be locked ({ $error }): nothing is read or written there this session.
notice-set-draft-restored = The set being built ({ $title }) was brought back from the last session. "New set" asks before discarding it.
set-build-discard-ask = Discard the set being built? Its unsaved changes will be lost.
set-build-discard = Discard
set-build-keep = Keep
settings-problem-fields = these settings (the rest were kept): { $fields }
settings-write-failed = The repaired settings could not be written ({ $error }).
settings-previous-kept = The settings saved before are kept as they were.
## File dialogs and effects (app/run_effect.rs, app/path_dialog.rs)
notice-no-dialogs = No system file dialog can be shown on this desktop (no xdg-desktop-portal, no zenity): Tilewise asks for file paths in its own window.
notice-failed = Not done: { $error }
path-title-open = Open a file
path-title-save = Save as
path-label = Path
path-ok = OK
path-cancel = Cancel
path-hint = Tab completes a name, a click on an entry below takes it; Enter confirms, Esc cancels.
path-error-empty = Type the path of a file.
path-error-no-file = There is no file { $path }.
path-error-no-folder = There is no folder { $path }.
path-error-folder = { $path } is a folder: add a file name.
## Safe writes (files.rs)
write-read-only = { $path }: read-only: it is not replaced (make it writable first)
write-not-a-file = { $path }: not a regular file (a folder, device or pipe is not written over)
write-is-input = { $path }: it is the input { $input }: an output never replaces what it is made from
write-failed = { $path }: { $error }
said-path = { $what } { $path }
recorder-seat-problem = { $seat }: { $error }

## Worksheets: the most hands (print/worksheet.rs)
worksheet-too-many-hands = the set has { $count } hands; a worksheet prints at most { $max } (split the set)

## App screens: a failed write's reason in notices (app/notice.rs)
write-reason-read-only = read-only: it is not replaced (make it writable first)
write-reason-not-a-file = not a regular file (a folder, device or pipe is not written over)
write-reason-is-input = it is the input { $input }: an output never replaces what it is made from
write-reason-io = { $error }
write-reason-disk-full = the disk is full (nothing was replaced)
write-reason-permission = no permission to write there

## Numbers that are right and consistent (option ranges, pattern values)
error-option-value = { $option }: { $value } is not allowed (allowed: { $min } to { $max })
limit-worth = limit of { $amount }
## One word for one thing: a system without a prevailing wind (Sichuan) names none
hand-situation-no-round = { $system } · seat { $seat } · { $tile } { $win }
worksheet-situation-no-round = Seat: { $seat } · Winning tile: { $tile }, { $win }
worksheet-situation-waits-no-round = Seat: { $seat } · Win: { $win }
## Printed sheets: tiles named in words, the night's score sheet (print/, night.rs)
tile-characters = { $n ->
    [one] { $n } Character
   *[other] { $n } Characters
}
tile-dots = { $n ->
    [one] { $n } Dot
   *[other] { $n } Dots
}
tile-bamboo = { $n } Bamboo
tile-chow-characters = { $a }-{ $b }-{ $c } Characters
tile-chow-dots = { $a }-{ $b }-{ $c } Dots
tile-chow-bamboo = { $a }-{ $b }-{ $c } Bamboo
group-exposed = { $group } (exposed)
group-concealed-kong = { $group } (concealed kong)
group-winning = { $group } (with the winning tile)
tile-wind-east = East Wind
tile-wind-south = South Wind
tile-wind-west = West Wind
tile-wind-north = North Wind
tile-dragon-white = White Dragon
tile-dragon-green = Green Dragon
tile-dragon-red = Red Dragon
tile-flower = { $n ->
    [1] Flower 1 (plum)
    [2] Flower 2 (orchid)
    [3] Flower 3 (chrysanthemum)
   *[4] Flower 4 (bamboo)
}
tile-season = { $n ->
    [1] Season 1 (spring)
    [2] Season 2 (summer)
    [3] Season 3 (autumn)
   *[4] Season 4 (winter)
}
tile-animal-cat = Cat
tile-animal-rat = Rat
tile-animal-rooster = Rooster
tile-animal-centipede = Centipede
night-sheet-hands = Hands
night-sheet-col-result = Result
night-sheet-won = { $player }, { $how }: { $amount }
night-sheet-drawn = Drawn: nobody won
night-sheet-wall-end = Wall's end: nobody won; the hands still in are settled
night-print = Print score sheet…
night-print-hint = Writes the night's score sheet as a PDF: standings, the balance plot and every hand's result
night-pdf-saved = Score sheet written to { $path }
cli-report-written = Score sheet written to { $path }
## Bundled content: a set's note checked against the sheet (drill/set.rs), sample titles (app/viewer)
error-set-unknown-pattern = the note names the pattern "{ $id }", which this system does not have
error-set-total-differs = the note gives a total of { $stated }; the hand scores { $scored }
error-set-not-scored = the note says "{ $id }" counts, but it is not on the hand's sheet
error-set-scored = the note says "{ $id }" does not count, but it is on the hand's sheet
error-set-pays-differs = the note says { $payer } pays { $stated }; the sheet has { $paid }
drill-sets-other-languages = In other languages
sample-title-zj-short-demo = Zung Jung: a short demo (South wins on his first draw)
sample-title-zj-scoring-mistake = Zung Jung: an evening scored at the table, with one mistake
sample-title-zj-immunity-demo = Zung Jung: one-round immunity
sample-title-zung-jung-seed-27 = Zung Jung: bots' game 27, kongs of every kind and a drawn hand
sample-title-zung-jung-seed-70 = Zung Jung: bots' game 70, exposed, added and concealed kongs
sample-title-hk-new-style-seed-1 = Hong Kong New Style: bots' game 1, flowers, kongs and a robbed kong
sample-title-hk-new-style-seed-33 = Hong Kong New Style: bots' game 33, the nine-tiles penalty
sample-title-hk-old-style-seed-94 = Hong Kong Old Style: bots' game 94, ten kongs and a robbed kong
sample-title-hk-old-style-from-my-seat = Hong Kong Old Style: bots' game 94 as Bot B saw it from his seat
sample-title-hk-old-style-seed-16567 = Hong Kong Old Style: bots' game 16567, kongs of every kind and the five-tiles liability
sample-title-singapore-seed-2513 = Singapore: bots' game 2513, four animals, kong payments and the fresh-tile pao
sample-title-singapore-seed-814 = Singapore: bots' game 814, the dragons pao and a drawn hand
sample-title-sichuan-short-demo = Sichuan: a short demo (a concealed kong, two winners on one discard)
sample-title-singapore-liability-demo = Singapore: a short demo (the third dragon claimed from Cy, then a self-draw: Cy pays for everyone)
sample-title-sichuan-seed-27301 = Sichuan: bots' game 27301, kong payments and a robbed kong
sample-title-sichuan-seed-1720 = Sichuan: bots' game 1720, three winners on one discard and the wall's end
sample-title-annotated-zung-jung = Zung Jung: a hand annotated for a club evening
sample-title-annotated-hong-kong = Hong Kong New Style: a hand annotated for a club evening
sample-title-annotated-singapore = Singapore: a hand annotated for a club evening
sample-title-annotated-sichuan = Sichuan: a hand annotated for a club evening
sample-title-club-night-zung-jung = Zung Jung: Kraków club night, as scored at the table
sample-title-club-night-hong-kong-old-style = Hong Kong Old Style: Friday mahjong in Sham Shui Po, as scored at the table
sample-title-club-night-hong-kong-new-style = Hong Kong New Style: club night in St Petersburg, as scored at the table
sample-title-club-night-singapore = Singapore: mahjong night at the void deck, as scored at the table
sample-title-club-night-sichuan = Sichuan: an afternoon in a Chengdu teahouse, as scored at the table
## Calculator, Add to set, the set panel, the drill's round summary (h4)
calc-refused = Not taken
calc-add-to-set-under = under
calc-add-to-set-hint = Adds the hand to the set being built, scored under the system chosen beside it (only the systems under which it is a valid win are offered).
calc-add-to-set-none = No system scores this hand as a win yet.
calc-add-to-set-other = the set being built is for { $set }
sheet-each-other-player = each other player
set-build-other-system = this set is for { $set }, and the hand was to be added under { $system }. Choose { $set } beside “Add to set”, or start a new set for { $system }.
set-build-duplicate = hand { $n } of the set is this same hand, asking the same.
set-build-for = { $system } · { $count ->
        [one] one hand
       *[other] { $count } hands
    }
set-build-close = Close
drill-summary-review-hint = Click a question to see it again with its sheet.
drill-summary-review = Question { $n } again: the hand, your answer and the sheet
drill-summary-review-close = Hide the question
set-build-fold = Fold the panel to a strip (the set is kept)
set-build-unfold = Show the set being built ({ $count ->
        [one] one hand
       *[other] { $count } hands
    })
## Recorder, replays layout, wall's end drill (h5)
wall-end-nobody-hint = The column “{ $nobody }” is for a penalty that no player receives.
recorder-ended = Hand { $hand } is added.
recorder-ended-drawn = Hand { $hand } is recorded as drawn: nobody won.
recorder-undo-ended = Undo
recorder-undo-ended-hint = Takes hand { $hand } back, to be entered again.
recorder-hand-disagreement = { $player }: the table wrote { $written }, the rules give { $computed }
## Tile styles (View menu)
settings-large-tiles = Large tiles
settings-large-tiles-hint = Every tile drawn 1.4 times taller; rows that no longer fit wrap or scroll.
settings-high-contrast = High-contrast tiles
settings-high-contrast-hint = White faces, dark outlines and one colour per suit that colour-blind players tell apart: dots blue, bamboo orange, characters black.
## discard drill
drill-mode-discard = What would you discard?
discard-source = Positions:
discard-source-generated = Generated
discard-source-mine = From my games ({ $count })
discard-mine-empty = No positions of your games yet: review a game in Replays and choose “Add to my drills”.
discard-prompt = What would you discard? Click the tile.
discard-dealer = Dealer: { $seat }
discard-draws-left = { $count ->
        [one] { $count } draw left
       *[other] { $count } draws left
    }
discard-from-game = From your game { $record }, hand { $hand }, step { $step }
discard-table = Seen on the table (discards and the others' sets):
discard-hint = Click the tile you would discard; the advisor grades it at once.
discard-tile = Discard: { $tile }
discard-right = Right: { $tile } is the best discard.
discard-acceptable = Acceptable: { $tile } gives up { $loss } against the best, { $best } — a small mistake (no bigger one is certain).
discard-acceptable-no-mistake = Acceptable: { $tile } gives up { $loss } against the best, { $best } — too little to call a mistake.
discard-wrong = Wrong: { $tile } gives up { $loss } against the best, { $best } — a { $severity }.
discard-played = In the game the discard was: { $tile }.
discard-ranking = The advisor's ranking
discard-samples = Each discard is valued by the net result of the rest of the hand — what you receive less what you pay, dealing in included — over { $count } simulated futures at most, the same futures for every discard (± one standard error).
discard-col-discard = Discard
discard-col-shanten = Shanten
discard-col-improving = Improving tiles
discard-col-copies = Copies left
discard-col-win-chance = Win chance
discard-col-expected = Net result
discard-col-note = Note
discard-best = best
discard-your-choice = your choice
discard-played-mark = played in the game
discard-equal = Acceptable: { $tile } cannot be told apart from the best, { $best } ({ $ahead ->
        [yes] ahead of it by { $loss }
       *[no] { $loss }
    }).
discard-col-deal-in = Deal-in
discard-col-loss = Against the best
discard-equal-mark = as good as the best
notice-my-drills-added = { $count ->
        [0] No new positions: they are in your drills already.
        [one] { $count } position added to your drills.
       *[other] { $count } positions added to your drills.
    }
notice-my-drills-kept = Your saved drill positions could not be read ({ $error }): the file is kept as { $path }, and the list starts empty.
notice-my-drills-unmoved = Your saved drill positions could not be read ({ $error }) and the file { $path } could not be moved aside: it is left as it is, and new positions are kept until the app closes.
progress-rule-discard-missing-suit = Discarding the missing suit
progress-rule-discard-ready = The discard that keeps the hand ready
progress-rule-discard-one-away = The discard one tile from ready
progress-rule-discard-far = The discard far from ready
progress-rule-waits-two-sided = Finding a two-sided wait
progress-rule-waits-closed = Finding a closed wait
progress-rule-waits-edge = Finding an edge wait
progress-rule-waits-pung = Finding a dual pung wait
progress-rule-waits-pair = Finding a single wait
progress-rule-waits-thirteen-sided = Finding a thirteen-sided wait
progress-rule-waits-other = Finding a wait the rules do not score
progress-rule-waits-only-waits = Clicking only tiles that complete the hand

## review panel
review-panel = Review
review-panel-hint = Every decision of one player ranked by the advisor, mistakes marked on the timeline
review-player = Whose decisions:
review-values = Values: net result, win and deal-in chances
review-values-hint = Slower: what each choice is worth over the rest of the hand — what the player receives less what he pays, dealing in included — estimated by rollouts of the whole table, each with its error
review-start = Start the review
review-start-hint = Computed in the background; the table stays usable meanwhile
review-progress = { $done } of { $total } decisions
review-cancel = Cancel the review
review-other-running = Another review is running; starting this one stops it.
review-error-stopped = The review stopped without an answer
review-summary = { $player } · decisions: { $decisions } · as advised: { $matched } ({ $percent }%) · given up: { $loss }
review-no-decisions = This player has no decisions to review.
review-hands-without = Hands recorded by their results only (nothing to review): { $hands }
review-results-only = This hand was recorded by its results only: there are no decisions to review.
review-no-decisions-hand = This player made no decisions in this hand.
review-not-a-decision = Not a decision of { $player } at this step: step to a marked one, or pick a mistake below.
review-decision = Decision of { $player } ({ $seat }) · shanten { $shanten }
review-played = Played: { $choice }
review-best = Best: { $choice }
review-loss = Given up against the best: { $loss } ± { $error } { $unit } ({ $severity })
review-severity-none = no mistake
review-severity-small = small mistake
review-severity-medium = medium mistake
review-severity-big = big mistake
review-choice-discard = discard { $tile }
review-choice-kong = kong { $tile }
review-choice-chow = chow { $tile }
review-choice-win = win
review-choice-pung = pung
review-choice-pass = pass
review-choice-kong-short = kong
review-choice-chow-short = chow
review-col-choice = Choice
review-col-shanten = Shanten
review-col-improving = Tiles
review-col-win = Win
review-col-expected = Net
review-mark-best = best
review-mark-played = played
review-col-deal-in = Deal-in
review-equal-list = As good as the best (not told apart): { $choices }
review-equal-played = The played choice cannot be told apart from the best: no mistake.
review-cand-equal = as good as the best ({ $ahead ->
        [yes] ahead of it by { $loss }
       *[no] { $loss }
    } ± { $error })
review-cand-loss = gives up { $loss } ± { $error }
review-mark-equal = = best
review-deal-in-hint = The chance this choice deals in (another seat wins on the player's discard now or later) and what that costs on average
review-net-hint = The net result of the rest of the hand for the player, ± one standard error
review-biggest-hand = Biggest mistakes in hand { $hand }
review-biggest-game = Biggest mistakes of the game
review-no-mistakes = None: every decision was the best or close to it.
review-mistake = Hand { $hand }, step { $step }: { $played }, best { $best } (−{ $loss } ± { $error })
review-jump-hint = Go to this decision
review-add-one = Add this mistake to my drills
review-add-list = Add these to my drills
review-add-hint = The position becomes a "What would you discard?" question in your drills
review-add-list-hint = The mistaken discards among them become "What would you discard?" questions in your drills (those where the best was a discard too)
## Review of a record (h3)
review-error-no-player = no player named { $name } in the record; its players: { $players }
review-error-not-seen-from = the record is seen from { $seen_from }'s seat: only { $seen_from }'s play can be reviewed, not { $name }'s
review-error-no-hand = the record has no hand { $hand }
review-error-cancelled = the review was cancelled
review-error-replay = { $text }
review-error-position = { $place }: the advisor cannot read this position: { $error }
position-text-notation = { $field }: { $error }
position-text-bad-meld = meld { $index } ('{ $text }'): write it as 'pung 5z', 'chow 3m', 'kong 5z', 'concealed kong 5z' or 'added kong 5z', with 'from west' for a claimed one
position-text-too-many-tiles = --hand: { $found } tiles; a hand holds at most 14
position-text-bad-seat = --others { $index } ('{ $text }'): { $problem }
position-seat-no-seat = '{ $text }' is no seat; start with east, south, west or north
position-seat-no-suit = '{ $text }' is no suit; write m, p or s
position-seat-unknown-part = '{ $text }' is not melds, discards, bonus, missing or out
position-error-wrong-count = the hand holds { $found } tiles beside { $melds } melds; a decision needs { $expected }
position-error-fifth-copy = more than four copies of { $tile } are in the hand, the melds and the visible tiles
position-error-not-in-set = { $tile } is not in this rule system's set
position-error-too-many-melds = more than four melds ({ $n })
position-error-others-too-many-melds = { $seat } holds more than four melds ({ $n })
position-error-bad-meld = meld { $index }: no chow starts at its tile
position-error-own-discard = a player cannot claim his own discard
position-error-no-kong-to-rob = { $seat } holds no added kong of { $tile }: only a kong added to a pung can be robbed
position-error-no-missing-suit = Sichuan needs the suit the player declared missing
position-error-replacement-without-kong = a kong's replacement, but the player has no kong
position-error-replacement-without-bonus = a bonus tile's replacement, but the player has set no bonus tile aside
position-error-wall-too-long = { $wall } tiles left in the live wall: a hand of these rules starts with { $most }
position-error-bonus-not-in-play = { $seat }: bonus tile { $tile } is not in play under these rules
position-error-bonus-twice = bonus tile { $tile } appears twice on the table
position-error-missing-outside-sichuan = { $seat }: only Sichuan declares a missing suit
position-error-out-outside-sichuan = { $seat } is out of the hand: only Sichuan plays on after a win
position-error-no-chow-claims = meld { $index }: this rule system has no chow claims
position-error-meld-of-missing-suit = meld { $index }: of the suit declared missing, which is never claimed
review-cli-title = Review of { $player }: { $count ->
        [one] one decision
       *[other] { $count } decisions
    }
review-cli-decision = Hand { $hand }, step { $step } ({ $seat }): played { $played }, best { $best }, { $ahead ->
        [yes] ahead of the best by { $loss }
       *[no] loss { $loss }
    } — { $severity }
review-cli-claim = Hand { $hand }, step { $step } ({ $seat }), { $tile } discarded by { $from }: played { $played }, best { $best }, { $ahead ->
        [yes] ahead of the best by { $loss }
       *[no] loss { $loss }
    } — { $severity }
review-cli-rob = Hand { $hand }, step { $step } ({ $seat }), { $tile } added to a kong by { $from }: played { $played }, best { $best }, { $ahead ->
        [yes] ahead of the best by { $loss }
       *[no] loss { $loss }
    } — { $severity }
review-cli-choice-none = nothing
review-cli-severity-none = no mistake
review-cli-severity-small = small mistake
review-cli-severity-medium = medium mistake
review-cli-severity-big = big mistake
review-cli-equal = as good as the best (not told apart)
review-cli-summary = The best played in { $matched } of { $decisions } decisions ({ $rate } %); total loss { $loss }.
review-cli-unit-receipts = Losses are the net result given up against the best choice (± one standard error, measured on the same futures); a mistake is called only when the loss less three standard errors is still above its threshold, so that it is not noise.
review-cli-unit-steps = Losses are shanten steps (the review was made without values): 1 is a step lost, less is a share of the improving tiles given up.
review-cli-biggest = Biggest mistakes:
review-cli-why-best = the best, { $choice }: { $reasons }
review-cli-why-played = played, { $choice }: { $reasons }
review-cli-biggest-hand = The biggest mistake of each hand:
review-cli-no-mistakes = No mistakes.
review-cli-without = Hands without decisions (results only): { $hands }
review-too-thin = Not advised, the record too thin there (you held a tile it did not see: a draw of yours not written down) — hand · steps: { $places }
review-cli-no-decisions = No decisions to review: { $player } made none in the hands reviewed (a results-only hand has none).
## Advisor (tilewise advise)
cli-duel-head = Duplicate play under { $rules }: { $hands } deals from seed { $seed }, each played twice on the same wall (the advisor at one seat, then the bot there).
cli-duel-side = { $who }: { $mean } { $unit } per deal; won { $win } % of deals, dealt in { $dealin } %
cli-duel-advisor = Advisor
cli-duel-bot = Bot
cli-duel-diff = Advisor less bot: { $diff } { $unit } per deal, 95 % interval [{ $lo }, { $hi }]
cli-duel-luck = The same with the luck of the draw taken out (weight { $weight }): { $diff } { $unit } per deal, 95 % interval [{ $lo }, { $hi }]
cli-duel-luck-few = The luck of the draw is taken out from { $deals } deals on (fewer do not tell its weight).
cli-duel-against = Advisor against the earlier duel, paired on the same deals ({ $deals }, { $changed } changed): { $gain } { $unit } per deal, 95 % interval [{ $lo }, { $hi }]
cli-duel-against-luck = The same gain with the luck of the draw taken out (weight { $weight }): { $diff } { $unit } per deal, 95 % interval [{ $lo }, { $hi }]
cli-duel-not-json = --against { $path }: not a duel's JSON: { $error }
cli-calibrate-head = { $rules }: { $hands ->
        [one] { $hands } hand
       *[other] { $hands } hands
    } from seed { $seed }, { $rollouts } rollouts a decision
cli-calibrate-columns = group: decisions · win: predicted, observed, gap ± error · net: predicted, observed, |observed|, gap ± error, gap share
cli-calibrate-none = — (no such decisions)
cli-calibrate-ready = ready
cli-calibrate-one-away = one away
cli-calibrate-all = all
cli-calibrate-table-head = the model against the table itself (its hidden tiles as they were, the wall's order drawn):
cli-calibrate-table-columns = choice: decisions · win: model, table, gap ± error · net: model, table, |table|, gap ± error, gap share
cli-calibrate-played = played
cli-calibrate-deal-in-head = the played choice dealing in (win: the chance of dealing in; net: the danger, what it costs):
cli-calibrate-deal-in = deal in
cli-calibrate-deal-in-now = this tile at once
cli-calibrate-passed-head = a win on a discard or a kong passed (win: the pass's chance; net: what passing gains over the win):
cli-calibrate-every-win = every win
cli-calibrate-model-pass = model pass
cli-calibrate-pass = hand { $hand } step { $step } { $player }: passing gains { $model } ± { $model_error } (win { $model_win }) in the model, { $table } ± { $table_error } (win { $table_win }) on the table itself
calibrate-error-seen-from = the record was made from { $player }'s seat: the others' tiles were not seen
calibrate-error-simulator = the simulator could not play the game: { $text }
cli-simulate-players = --players names four players, not { $found }
cli-fmt-not-canonical = { $path }: not in canonical form ({ $kind })
cli-fmt-rewritten = { $path }: rewritten
cli-fmt-not-a-record = not a game record: { $error }
format-kind-hand = hand file
format-kind-game-record = game record
format-kind-settlement = settlement file
format-kind-drill-set = drill set
format-error-unknown = not a file Tilewise knows; read as a { $kind }: { $error }
duel-pairing-rules = the earlier duel was played under { $earlier }, this one under { $now }
duel-pairing-seed = the earlier duel's seed is { $earlier }, this one's { $now }: their deals differ
duel-pairing-order = the earlier duel lists deal { $found } where deal { $expected } should be
duel-pairing-bot = deal { $deal }: the bot's result there was { $earlier } and is now { $now }, so the walls or the bots differ and the deals cannot be paired
duel-pairing-empty = the earlier duel lists no deals
cli-advise-head = { $rules }: shanten { $shanten } before the choice
cli-advise-line = { $rank }. { $choice } — shanten { $shanten }, { $kinds ->
    [0] no improving tile
   *[other] { $left } improving tile(s) left in { $kinds } kind(s): { $tiles }
}
cli-advise-line-win = { $rank }. { $choice } — the hand is complete
cli-advise-value = net { $expected } ± { $error } { $unit }, win chance { $chance } %, deal-in { $deal_in } %, danger { $danger } ({ $samples } rollouts)
cli-advise-value-exact = net { $expected } { $unit }, exact (a win taken now pays the same in every rollout)
cli-advise-best = Best: { $choice }
cli-advise-loss = loss { $loss } ± { $error } { $unit } against the best
cli-advise-equal = not told apart from the best ({ $ahead ->
        [yes] ahead of it by
       *[no] loss
    } { $loss } ± { $error } { $unit })
cli-advise-focus-absent = --focus: { $choice } is not a choice at this position (its choices: { $choices })
cli-advise-rollouts = { $rollouts } rollouts in all, seed { $seed }
reason-more-improving = more improving tiles ({ $this } vs { $other })
reason-fewer-improving = fewer improving tiles ({ $this } vs { $best })
reason-closer = { $shanten ->
    [0] leaves the hand ready
   *[other] leaves the hand nearer to ready (shanten { $shanten })
  }
reason-further = a step further from ready (shanten { $shanten })
reason-dead-wait = dead wait: no winning tile left
reason-keeps-pattern = keeps { $pattern } in reach ({ $value } { $unit })
reason-seen = safer: this tile seen { $times } times
reason-their-missing-suit = safe against { $seat }: the suit they declared missing
reason-wins-more-often = wins more often ({ $this } % vs { $other } %)
reason-wins-less-often = wins less often ({ $this } % vs { $other } %)
reason-deal-in = deal-in chance { $chance } %
reason-deal-in-now = deal-in chance { $chance } % ({ $now } % on this tile at once)
reason-wins-bring-more = its wins bring more: { $this } against { $other } on average ({ $unit })
reason-wins-bring-less = its wins bring less: { $this } against { $other } on average ({ $unit })
reason-wins-now = wins now: { $amount } { $unit }
reason-waits-worth = a win brings: { $waits } ({ $unit })
reason-wait-discard = { $tiles } +{ $discard }
reason-wait-both = { $tiles } +{ $discard } on a discard, +{ $self } self-drawn
reason-wait-self = { $tiles } +{ $self } self-drawn only
## The square table (replay viewer)
replays-table = The table, seen from the bottom seat
## Tile sets from pictures (--tiles, View → Tiles)
tileset-picture-too-many-bytes = { $mib } MiB, more than { $limit } MiB
tileset-picture-too-large = { $width } × { $height } pixels, more than { $limit } a side
tileset-picture-not-a-picture = not a PNG, JPEG or WebP picture
tileset-picture-damaged = damaged: { $error }
tileset-picture-unreadable = cannot be read: { $error }
tileset-notice-missing =
    { $count ->
        [one] no picture for { $tiles }: drawn as built in
       *[other] no picture for { $count } tiles ({ $tiles }): drawn as built in
    }
tileset-notice-refused = { $file }: { $problem }; drawn as built in
tileset-notice-unknown = { $file }: no tile has this name; left out
tileset-notice-duplicate = { $file }: a second picture for the tile of { $kept }; left out
tileset-error-not-a-set = { $path }: not a folder or a .zip of tile pictures
tileset-error-unreadable = { $path }: cannot be read: { $error }
tileset-error-zip = { $path }: not a readable zip: { $error }
tileset-error-unsafe-name = the zip holds { $name }, a path outside its folder: refused
tileset-error-zip-lies = the zip's { $name } unpacks to more than it declares: refused
tileset-error-scattered = the zip's pictures are in more than one folder ({ $folders }): put them in one
tileset-error-too-big = the set holds more than { $limit } MiB: refused
tileset-error-too-many-files = the set holds more than { $limit } files: refused
tileset-error-manifest = tileset.ron: { $error }
tileset-error-aspect = tileset.ron: the aspect { $aspect } is not between { $min } and { $max }
tileset-error-nothing-usable = { $path }: no usable tile picture (named 1m … 7z, F1 … A4, back; PNG, JPEG or WebP)

## Tile sets on screen: View → Tiles, the preview, the notices.
settings-tiles = Tiles
tiles-built-in = Built-in tiles
tiles-ivory = Ivory (bundled set)
tiles-ivory-hint = Our own set of pictures: ivory faces on a bamboo back.
tiles-open-folder = Open tile set folder…
tiles-open-zip = Open tile set (.zip)…
tiles-loading = Loading tiles…
tiles-preview-title = Tile set: { $name }
tiles-author = Author: { $author }
tiles-licence = Licence: { $licence }
tiles-origin = From: { $path }
tiles-bundled = built into Tilewise
tiles-ivory-author = The Tilewise authors (drawn by our tile art, examples/ivory_set.rs)
tiles-ivory-licence = MIT OR Apache-2.0
tiles-complete = Every tile has a picture.
tiles-use = Use this set
tiles-cancel = Cancel
file-filter-tile-folder = Folder of tile pictures
file-filter-tile-zip = Zip of tile pictures
notice-tileset-failed = The tile set cannot be used: { $error }. The tiles stay as they were.
notice-tileset-gone = The tile set chosen last time cannot be loaded: { $error }. Built-in tiles are drawn until it is back or another set is chosen in View.
notice-tileset-notice = Tile set “{ $name }”: { $notice }.

## Club seasons: standings, seating, the season file's errors.
season-heading = { $name } — { $system }: { $played } of { $nights ->
        [one] { $nights } night
       *[other] { $nights } nights
    } played
season-scoring-raw = Points: each table's balance in { $unit }
season-scoring-places = Points by place at each table: { $points } (tied players share the places' points)
season-scoring-uma = Points: the balance × { $per_point }, plus uma { $uma } by place (tied players share it)
season-scoring-best = Only each player's best { $best ->
        [one] night counts
       *[other] { $best } nights count
    }
season-scoring-min = Ranked after { $min ->
        [one] { $min } night
       *[other] { $min } nights
    } played
season-scoring-subs-count = A substitute's result counts to the player he sat in for
season-scoring-subs-not = A substitute's result counts to nobody
season-tie-breaks = Equal players are ordered by: { $chain }
season-tb-points = points
season-tb-score = score
season-tb-places = 1st, 2nd, 3rd places
season-tb-best-game = best game
season-tb-rating = rating
season-tb-name = name
season-col-rank = #
season-col-player = Player
season-col-points = Points
season-col-score = Score
season-col-nights = Nights
season-col-places = 1-2-3-4
season-col-best-game = Best game
season-col-rating = Rating
season-guest = guest
season-unranked = – not ranked: fewer than { $min ->
        [one] { $min } night
       *[other] { $min } nights
    } played
season-penalties = Penalties
season-penalty = { $player } { $points }{ $night ->
        [0] {""}
       *[other] {" "}(night { $night })
    }: { $reason }
season-problems = Not counted, or to check
season-table-unreadable = Night { $night }, table { $table }: { $error } — kept out of the standings
season-table-parse = Night { $night }, table { $table }: { $path }: { $error } — kept out of the standings
season-table-replay = Night { $night }, table { $table }: { $error } — kept out of the standings until fixed
season-table-rules = Night { $night }, table { $table }: the record plays { $found }, the season { $season } — kept out of the standings
season-table-twice = Night { $night }, table { $table }: { $name } already plays at table { $first } — kept out of the standings
season-problem-guest = Night { $night }, table { $table }: “{ $name }” is no player of the season and counts as a guest
season-problem-guest-like = Night { $night }, table { $table }: “{ $name }” is no player of the season; is it { $like }? Merge the names to count the table to { $like }
season-substitute-for = Night { $night }: the substitute { $name } stands in for “{ $player }”, who is no player of the season
season-seat-heading = Night { $night }: { $method }, seed { $seed }
season-method-random = random
season-method-swiss = Swiss (by the standings)
season-method-fewest-repeats = fewest repeat meetings
season-seat-table = Table { $table }: { $seats }
season-seat-sit-out = Sitting out: { $names }
season-seat-cost = Meetings repeated: { $repeats } ({ $back } from last night); wind imbalance { $imbalance }; { $tries ->
        [one] { $tries } shuffle tried
       *[other] { $tries } shuffles tried
    }
season-seat-too-few = { $found ->
        [one] { $found } player
       *[other] { $found } players
    }: a table needs four
season-seat-twice = { $name } is named twice
season-seat-empty-name = A player's name is empty
season-error-newer = The season file is version { $found }; this version of Tilewise reads up to { $known }
season-invalid-empty-name = Player { $index }: the name is empty
season-invalid-twice-player = The player “{ $name }” is listed twice
season-invalid-not-finite = { $field }: { $value } is not a number
season-invalid-no-best-nights = best_nights: 0 would count no night
season-invalid-twice-tie-break = tie_breaks: “{ $key }” is listed twice
season-invalid-seated-twice = Night { $night }, table { $table }: { $name } is seated twice
season-invalid-seated-empty = Night { $night }, table { $table }: a seat has no name
season-invalid-penalty-player = Penalty { $index }: “{ $player }” is no player of the season
season-invalid-penalty-night = Penalty { $index }: night { $night } is not in the season ({ $nights ->
        [one] { $nights } night
       *[other] { $nights } nights
    })
season-merge-no-player = “{ $name }” is no player of the season
season-merge-same = “{ $name }” is that player already
season-merged = “{ $name }” is now counted as { $player }
season-new-exists = { $path }: is there already; a new season is not written over it
season-added = { $tables ->
        [one] { $tables } table added
       *[other] { $tables } tables added
    } to night { $night }
season-standings = Standings
season-plot = Season points after each night
season-axis-night = Night
season-per-night = Points night by night
season-subheading = { $system }: { $played } of { $nights ->
        [one] { $nights } night
       *[other] { $nights } nights
    } played
season-written = Season sheet written to { $path }
nav-season = Season
file-filter-season = Season file
file-filter-html = Web page
season-none = No season is open. Open a season file, make a new one, or look at the example: eight Friday nights of a Zung Jung club.
season-new = New season…
season-open = Open…
season-open-example = Open the example
season-example = Example season
season-open-failed = { $path } cannot be opened as a season: { $error }
season-rank-stopped = The season's tables could not be read (an error in Tilewise); the season is shown unranked.
season-untitled = Untitled season
season-table-refused = { $path } is no game record: { $error }
season-example-read-only = The example is only read: save a copy of it to change it.
season-table-added = Added as night { $night }, table { $table }
season-seating-added = The seating is written into the season as night { $night }; add each table's record when it is played.
season-copy-elsewhere = A copy goes in the season's own folder, where its tables' files are.
season-exported = Written to { $path }
season-add-table = Add a table…
season-add-table-hint = A game record (by results or move by move): it fills the seated table of the same players, else it opens a new night.
season-save-copy = Save a copy…
season-print = Print the season sheet…
season-web-page = Web page…
season-web-page-hint = One HTML file with the standings and the plot, for the club's site.
season-new-title = A new season
season-new-name = Name
season-new-name-hint = e.g. Friday club, spring 2027
season-new-system = Rules
season-new-players = Players
season-new-players-hint = names, comma-separated (more join as they play)
season-create = Create…
season-cancel = Cancel
season-reading = Reading and checking the tables…
season-unranked-short = – not ranked: fewer nights played than the season asks
season-merge-into = Count as { $player }
season-seat-title = Seat the next night
season-seat-who = Who is here tonight:
season-seat-method = Tables by
season-seat-seed = Seed
season-seat = Seat
season-seat-add = Add this night to the season
recorder-add-to-season = Add to the season
recorder-add-to-season-hint = Adds this game to the season open on the Season screen, as a table of its next night.
season-seated-night = Night { $night }, seated
season-none-open = No season is open: open one or make a new one, then add the game again.
