# Tilewise — polski interfejs (Fluent).
nav-calculator = Kalkulator
nav-drill = Ćwiczenie
nav-rules = Zasady
nav-help = Pomoc
theme-system = Systemowy
theme-light = Jasny
theme-dark = Ciemny
settings-language = Język
settings-corner-index = Indeks w rogu
help-title = Pomoc
help-close = Zamknij pomoc
help-calculator = Kalkulator: klikaj kamienie w palecie, by zbudować rękę; ostatni dodany kamień jest kamieniem wygrywającym (kliknięcie kamienia w ręce czyni go wygrywającym, prawy przycisk usuwa). Wybierz rodzaj zestawu, potem kamień, by zgłosić zestaw.
help-notation = Notacja: 123m znaki, 456p kółka, 789s bambusy, 1z–7z Wschód, Południe, Zachód, Północ, biały, zielony, czerwony smok, F1–F4 kwiaty, S1–S4 pory roku, A1–A4 zwierzęta; [777z] odkryty zestaw, (1111s) ukryty kong. Ostatni ukryty kamień jest wygrywający.
help-files = Otwieraj i zapisuj pliki rąk (.ron) przyciskami albo upuść plik na okno.
calc-palette = Kamienie
calc-palette-hint = kliknij, by dodać
calc-add = Dodaj
calc-declare = Następne kliknięcie zgłosi:
calc-meld-none = pojedynczy kamień
calc-meld-chow = chow
calc-meld-pung = pung
calc-meld-kong = odkryty kong
calc-meld-concealed-kong = ukryty kong
calc-hand = Ręka
calc-hand-hint = Kamień wygrywający stoi osobno. Kliknięcie czyni kamień wygrywającym; prawy przycisk usuwa.
calc-hand-tile = Kamień ręki
calc-hand-tile-hint = Kliknięcie: kamień wygrywający. Prawy przycisk: usuń.
calc-winning-tile = Kamień wygrywający (prawy przycisk usuwa)
calc-choose-winning-tile = wybierz kamień wygrywający
calc-meld-hint = Podwójne kliknięcie lub prawy przycisk usuwa
calc-hand-empty = Jeszcze brak kamieni: klikaj paletę albo wpisz notację.
calc-notation = Notacja
calc-notation-hint = np. 11122233m11p 3m [777z] F1
calc-notation-error = Notacja
calc-invalid = To jeszcze nie ręka
calc-clear = Wyczyść
calc-open = Otwórz…
calc-save = Zapisz…
calc-saved = Zapisano
calc-drop-hint = albo upuść tu plik .ron
file-filter-hand = Ręka Tilewise
file-filter-set = Zestaw ćwiczeń Tilewise
calc-situation = Jak wygrano
calc-won = Wygrana
win-discard = ze zrzutki
win-self-draw = z muru
win-kong-replacement = dodatkowym kamieniem po kongu
win-robbing-kong = rabując konga
calc-seat = Miejsce
calc-round = Runda
wind-east = Wschód
wind-south = Południe
wind-west = Zachód
wind-north = Północ
calc-flags = Okoliczności
flag-final-draw = ostatni kamień muru
flag-final-discard = ostatnia zrzutka
flag-heaven = niebo (rozdanie Wschodu)
flag-earth = ziemia (pierwsza kolejka)
flag-bonus-replacement = na kamieniu za bonusowy
flag-kong-on-kong = Kong on Kong
calc-empty = Zbuduj wygrywającą rękę, by zobaczyć jej wartość we wszystkich systemach.
system-zung-jung = Zung Jung
system-hk-old-style = Hongkong, Old Style
system-hk-new-style = Hongkong, New Style
system-singapore = Singapur
system-sichuan = Syczuan
unit-points = pkt
unit-fan = fan
unit-tai = tai
unit-units = jedn. stawki
amount-points =
    { $n ->
        [one] { $n } punkt
        [few] { $n } punkty
       *[other] { $n } punktów
    }
amount-fan = { $n } { $n ->
        [one] fan
        [few] fany
       *[other] fanów
    }
amount-tai = { $n } { $n ->
        [one] tai
        [few] tai
       *[other] tai
    }
interpretation = interpretacja
sheet-not-counted = Nie liczone
sheet-payments = Płatności
sheet-another-player = inny gracz
sheet-other-readings = Inne odczytania
why-only = te kamienie można odczytać tylko tak
why-tie = wszystkie odczytania tych kamieni ({ $n }) są warte { $total }; pokazano pierwsze
why-best = swoboda odczytania: zwycięzca bierze najdroższe odczytanie, { $total } wobec { $others }
excluded-series = ta sama seria co { $by }: z serii liczy się tylko najwyższy
excluded-limit = { $by } jest limitem i liczy się sam
pay-zj-self-draw = z muru: każdy z trzech płaci wartość { $value }
pay-zj-below-25 = ze zrzutki, ręka poniżej 25: wszyscy płacą wartość { $value }
pay-zj-discarder = ze zrzutki, ręka od 25: zrzucający płaci 3 × { $value } − 50 = { $amount }
pay-zj-other = ze zrzutki, ręka od 25: pozostali płacą standardowe 25
pay-zj-universal = schemat uniwersalny: wszyscy płacą wartość { $value }
pay-zj-immunity-nobody = immunitet jednej kolejki: zwycięzca sam zrzucił ten kamień w tej kolejce, nikt nie jest winny: wszyscy płacą wartość { $value }
pay-zj-immunity-liable = immunitet jednej kolejki: pierwsza zrzutka tego kamienia w tej kolejce — { $first }; płaci 3 × { $value } − 50 = { $amount } zamiast zrzucającego
pay-zj-immunity-other = immunitet jednej kolejki: winny jest { $first }; pozostali płacą standardowe 25
pay-hk-discarder = ze zrzutki: zrzucający płaci pełną kwotę za { $fan } { $fan ->
        [one] fan
        [few] fany
       *[other] fanów
    }, { $unit }
pay-hk-other = ze zrzutki: pozostali płacą połowę kwoty za { $fan } { $fan ->
        [one] fan
        [few] fany
       *[other] fanów
    }, { $half }
pay-hk-self-draw = z muru: każdy płaci pełną kwotę za { $fan } { $fan ->
        [one] fan
        [few] fany
       *[other] fanów
    }, { $unit }
pay-liable = odpowiedzialność ({ $rule }): płaci za wszystkich, { $amount }
pay-covered = nie płaci: według zasady „{ $rule }” ten udział płaci inny gracz
pay-sg-discarder = ze zrzutki: zrzucający płaci 2 jednostki po { $unit } ({ $tai } { $tai ->
        [one] tai
        [few] tai
       *[other] tai
    })
pay-sg-other = ze zrzutki: 1 jednostka, { $unit } ({ $tai } { $tai ->
        [one] tai
        [few] tai
       *[other] tai
    })
pay-sg-self-draw = z muru: 2 jednostki po { $unit } ({ $tai } { $tai ->
        [one] tai
        [few] tai
       *[other] tai
    }) i dopłata { $extra }
pay-sg-special = ręka specjalna: wszyscy płacą podwójny limit, 2 × { $unit }
pay-sg-shooter = „strzelec płaci”: zrzucający płaci całą wygraną, { $amount }
pay-sg-shooter-covered = nie płaci: przy „strzelec płaci” wszystko płaci zrzucający
pay-sg-kong = płatność natychmiastowa za odkrytego konga ({ $tile })
pay-sg-concealed-kong = płatność natychmiastowa za ukrytego konga ({ $tile })
pay-sg-fresh-kong = płatność natychmiastowa za konga ze świeżego kamienia: jego zrzucający płaci za wszystkich
pay-sg-bite = płatność natychmiastowa za ugryzienie: { $first } i { $second }
pay-sg-bite-dealt = płatność natychmiastowa za ugryzienie z rozdania, podwójna: { $first } i { $second }
pay-sg-four-animals = płatność natychmiastowa za wszystkie cztery zwierzęta
pay-sg-flower-set = płatność natychmiastowa za komplet kwiatów lub pór roku, jak za ukrytego konga
pay-sg-instant-covered = nie płaci: tę płatność za wszystkich płaci { $by }
pay-sc-discard = ze zrzutki: zrzucający płaci wartość { $fan } { $fan ->
        [one] fan
        [few] fany
       *[other] fanów
    }, { $value }
pay-sc-self-draw = z muru: każdy, kto gra, płaci wartość { $fan } { $fan ->
        [one] fan
        [few] fany
       *[other] fanów
    } + 1 = { $value } + 1 = { $amount }
liability-hk-liability-nine-tiles = dziewięć kamieni
liability-hk-liability-nine-tiles-fourth-set = dziewięć kamieni, czwarty zestaw
liability-hk-liability-five-tiles = pięć kamieni
liability-hk-liability-fourth-wind = czwarty wiatr
liability-hk-liability-third-dragon = trzeci smok
liability-hk-liability-terminal-pungs = pungi skrajne
liability-hk-liability-honour-pungs = pungi honorowe
liability-sg-pao-dragons = smoki
liability-sg-pao-winds = wiatry
liability-sg-pao-point-limit = limit punktów
liability-sg-pao-full-flush = czystość
liability-sg-pao-all-honours = same honory
liability-sg-pao-pure-terminals = same skrajne
liability-sg-pao-pure-green = czysta zieleń
liability-sg-pao-eighteen-arhats = osiemnastu arhatów
liability-sg-pao-fresh-tile-mahjong = mahjong na świeżym kamieniu
nav-replays = Zapisy
help-replays = Zapisy: otwórz zapis partii (albo upuść go na okno, albo wybierz przykład); Lewo / Prawo — krok, Home / End, spacja odtwarza, N / P przeskakuje do następnej / poprzedniej wygranej, konga lub płatności.
replays-games = Partie
file-filter-game = Zapis partii
replays-drop-hint = albo upuść zapis partii (.ron) na okno
replays-samples = Przykłady
replays-recent = Ostatnie
replays-empty = Otwórz zapis partii albo wybierz przykład.
replays-position = Rozdanie { $hand } z { $hands } · krok { $step } z { $steps }
replays-wall = Mur: { $left }
replays-show = Pokaż:
replays-all-open = wszystkie ręce
replays-deal = Rozdanie
replays-dealer = dealer
replays-won = wygrał
replays-discards = zrzutki:
replays-start = Początek
replays-previous-event = Poprzednie zdarzenie
replays-back = Wstecz
replays-forward = Naprzód
replays-next-event = Następne zdarzenie
replays-end = Koniec
replays-play = Odtwórz
replays-pause = Pauza
replays-speed = kroków na sekundę
replays-ledger = Rozliczenie
replays-nobody = nikomu
replays-entry = rozdanie { $hand }: { $from } → { $to }: { $amount }
event-draw = { $seat } dobiera: { $tile }
event-discard = { $seat } zrzuca: { $tile }
event-chow = { $seat } bierze chow { $tile }
event-pung = { $seat } bierze punga
event-exposed-kong = { $seat } bierze konga
event-concealed-kong = { $seat } zgłasza ukrytego konga: { $tile }
event-added-kong = { $seat } dokłada do punga: { $tile }
event-bonus = { $seat } odkłada: { $tile }
event-missing-suit = { $seat } ogłasza brakujący rodzaj: { $tile }
event-win = { $seat } wygrywa
event-wins = { $seats } wygrywają na tej samej zrzutce
event-shown = { $seat } odkrywa kamienie: { $tile }
event-wall-exhausted = Mur się skończył
event-penalty = { $seat } płaci karę { $amount }: { $reason }
event-note = Notatka: { $text }
event-question-discard = Pytanie: co byś zrzucił?
event-question-score = Pytanie: policz tę wygraną
drill-title = Policz tę rękę
drill-tally = Dobrze { $right } z { $asked }
drill-start = Zacznij
drill-question = Twój wynik ({ $unit }):
drill-check = Sprawdź
drill-next = Następna ręka
drill-right = Dobrze!
drill-wrong = Nie całkiem: ręka jest warta { $amount }.
drill-missing-suit = Brakujący rodzaj: { $suit }
suit-characters = znaki
suit-dots = kółka
suit-bamboo = bambusy
drill-full-sheet = Pełna karta punktacji
rules-title = Zasady
rules-payments = Płatności
rules-options = Opcje
rules-limit = limit
rules-example-scores = Ten przykład jest wart { $amount }.
rules-no-example = Brak przykładu.
rules-summary-zung-jung = Zung Jung (Alan Kwan). Wartość ręki to suma układów, po jednym z serii (najwyższy); cenny pung honorowy liczy się za każdy zestaw. Ręka bez układów jest warta 1. Suma ma limit 320; układ droższy niż 320 (400 lub 480) liczy się sam. Swoboda odczytania: zwycięzca wybiera najdroższe odczytanie.
rules-summary-hk-old-style = Hongkong, Old Style (zasady klubowe). Fany wszystkich układów sumują się; pungi i kongi same nic nie dają. Ręce limitowe, a z limitem także 10 fanów i więcej, płacą limit.
rules-summary-hk-new-style = Hongkong, New Style: tabela Old Style i układy New Style.
rules-summary-singapore = Mahjong singapurski: tai sumują się do uzgodnionego limitu (domyślnie 5); do wygranej potrzeba 1 tai. Zwierzęta i kwiaty miejsca punktują; ręce limitowe są warte limit.
rules-summary-sichuan = Syczuańska „krwawa bitwa”: 108 kamieni, bez honorów; każdy ogłasza brakujący rodzaj. Fany podwajają bazę 1, z limitem 8 (3–4 fany) i 16 (5 i więcej). Po wygranej gra toczy się dalej, aż wygra trzech albo skończy się mur.
rules-payments-zung-jung = Zwycięzca dostaje 3 × wartość. Z muru: każdy płaci wartość. Ze zrzutki: poniżej 25 każdy płaci wartość; od 25 pozostali płacą po 25, a zrzucający resztę (3 × wartość − 50). Schemat uniwersalny: wszyscy płacą wartość.
rules-payments-hk-old-style = Tabela z limitem: 0 fanów 2, 1 fan 4, 2 fany 8, 3 fany 16, 4–6 fanów 32 (laak 1), 7–9 fanów 64 (laak 2), 10+ fanów 128 (laak 3). Ze zrzutki zrzucający płaci tyle, pozostali połowę; z muru płacą wszyscy. Bez limitu podwajanie trwa: 2^(fan+1). Odpowiedzialność: dziewięć kamieni, pięć kamieni, czwarty wiatr, trzeci smok, pungi skrajne i honorowe.
rules-payments-hk-new-style = Jak w Old Style.
rules-payments-singapore = jednostka = 2^(tai−1). Ze zrzutki: zrzucający płaci 2 jednostki, pozostali 1. Z muru: wszyscy po 2. Ręce specjalne: wszyscy płacą podwójny limit. „Strzelec płaci” (opcja): zrzucający płaci wszystko. Płatności natychmiastowe za kongi, ugryzienia, cztery zwierzęta i komplety kwiatów; pao za smoki, wiatry, limit punktów, czystość, świeże kamienie.
rules-payments-sichuan = Ze zrzutki zrzucający płaci wartość; z muru każdy, kto jeszcze gra, płaci wartość + 1. Kongi: odkryty 2 od zrzucającego, dołożony 1 i ukryty 2 od każdego, kto gra. Na końcu muru „kwiatowa świnia” płaci 16 nikomu, a gracz, który nie czeka, płaci każdemu czekającemu jego największą możliwą wygraną.

# Pattern names: Hong Kong (seed 004, the club sheet).
pattern-hk-os-chicken = Chicken Hand
pattern-hk-os-all-chows = Same Chow
pattern-hk-os-concealed = Ukryta ręka
pattern-hk-os-self-draw = Wygrana z muru
pattern-hk-os-last-tile = Wygrana ostatnim kamieniem
pattern-hk-os-replacement = Wygrana dodatkowym kamieniem
pattern-hk-os-dragon-pung = Pung Smoków
pattern-hk-os-seat-wind = Pung własnego wiatru
pattern-hk-os-round-wind = Pung wiatru rundy
pattern-hk-os-no-bonus = Żadnych bonusowych
pattern-hk-os-own-bonus = Własny bonusowy
pattern-hk-os-round-bonus = Bonusowy wiatru rundy
pattern-hk-os-bonus-tile = Każdy z bonusów
pattern-hk-os-all-pungs = Same Pungi/Kongi
pattern-hk-os-clean = Czysta ręka
pattern-hk-os-bouquet = Bukiet Kwiatów/Pór roku
pattern-hk-os-kong-on-kong = Kong on Kong
pattern-hk-os-all-pairs = Same Pary
pattern-hk-os-small-dragons = Małe Trzy Smoki
pattern-hk-os-small-winds = Małe Cztery Wiatry
pattern-hk-os-big-dragons = Trzy Smoki
pattern-hk-os-pure = Czystość
pattern-hk-os-all-honours = Same Honory
pattern-hk-os-thirteen-orphans = Trzynaście sierot
pattern-hk-os-hidden-treasure = Ukryty Skarb
pattern-hk-os-all-terminals = Same skrajne
pattern-hk-os-nine-gates = Dziewięć Bram
pattern-hk-os-heaven = Błogosławieństwo Nieba
pattern-hk-os-earth = Błogosławieństwo Ziemi
pattern-hk-os-all-bonus = Zebranie wszystkich bonusów
pattern-hk-ns-pair-258 = Para 2,5,8
pattern-hk-ns-old-young = Chow 1,2,3 i 7,8,9
pattern-hk-ns-two-suits = Dwa rodzaje
pattern-hk-ns-small-four-in-one = Małe 4 w 1
pattern-hk-ns-double-chow = Dwa takie same Chow
pattern-hk-ns-four-in-one = 4 w 1
pattern-hk-ns-twelve-exposed = 12 odkrytych
pattern-hk-ns-open-snake = Odkryty Wąż
pattern-hk-ns-hidden-snake = Ukryty Wąż
pattern-hk-ns-five-gates = Pięcioro drzwi
pattern-hk-ns-only-1-5 = Tylko 1-5
pattern-hk-ns-only-3-7 = Wszystkie 3-7
pattern-hk-ns-only-5-9 = Wszystkie 5-9
pattern-hk-ns-five-corners = Pięć rogów
pattern-hk-ns-all-discards = Wszystkie zrzutki
pattern-hk-ns-walking-pungs = Kroczące Pungi
pattern-hk-ns-matching-pungs = Pasujące Pungi
pattern-hk-ns-triple-chow = Trzy takie same Chow
pattern-hk-ns-big-four-in-one = Duże 4 w 1
pattern-hk-ns-one-number = Jeden numer
pattern-hk-ns-three-numbers = Trzy numery

# Pattern definitions
rule-zj-chicken = wygrywająca ręka bez żadnego układu jest warta 1 punkt
rule-zj-1-1 = cztery Chow; para i czekanie dowolne; odkryte ręce dozwolone
rule-zj-1-2 = regularna ręka bez zestawów zgłoszonych przed wygraną (ukryte Kongi dozwolone; wygrywający kamień może być ze zrzutki)
rule-zj-1-3 = tylko kamienie rodzajów od 2 do 8 (także przy siedmiu parach)
rule-zj-2-1-1 = kamienie jednego rodzaju plus Honory
rule-zj-2-1-2 = kamienie tylko jednego rodzaju
rule-zj-2-2 = ukryte trzy jedynki, po jednym kamieniu od dwójki do ósemki i trzy dziewiątki jednego rodzaju przed wygraną (1-1-1-2-3-4-5-6-7-8-9-9-9), wygrana dowolnym kamieniem tego rodzaju
rule-zj-3-1 = 10 za każdy Pung lub Kong Smoka lub własnego wiatru
rule-zj-3-2-1 = dwa Pungi lub Kongi Smoków i para Smoków
rule-zj-3-2-2 = trzy Pungi lub Kongi Smoków
rule-zj-3-3-1 = dwa Pungi lub Kongi Wiatrów i para Wiatrów
rule-zj-3-3-2 = trzy Pungi lub Kongi Wiatrów
rule-zj-3-3-3 = trzy Pungi lub Kongi Wiatrów i para Wiatrów
rule-zj-3-3-4 = cztery Pungi lub Kongi Wiatrów
rule-zj-3-4 = tylko Honory (ręka regularna lub siedem par)
rule-zj-4-1 = cztery Pungi lub Kongi
rule-zj-4-2-1 = dwa ukryte Pungi lub Kongi (Pung uzupełniony wygrywającą zrzutką jest odkryty)
rule-zj-4-2-2 = trzy ukryte Pungi lub Kongi
rule-zj-4-2-3 = cztery ukryte Pungi lub Kongi
rule-zj-4-3-1 = Kong dowolnego typu
rule-zj-4-3-2 = dwa Kongi
rule-zj-4-3-3 = trzy Kongi
rule-zj-4-3-4 = cztery Kongi
rule-zj-5-1-1 = dwa identyczne Chow (ten sam rodzaj, te same numery)
rule-zj-5-1-2 = dwie grupy po dwa identyczne Chow (rodzaje mogą się różnić)
rule-zj-5-1-3 = trzy identyczne Chow
rule-zj-5-1-4 = cztery identyczne Chow (480 lub, według opcji, 400)
rule-zj-6-1 = Chow o tych samych numerach we wszystkich trzech rodzajach
rule-zj-6-2-1 = Pungi lub Kongi jednego numeru w dwóch rodzajach i para tego numeru w trzecim
rule-zj-6-2-2 = Pungi lub Kongi jednego numeru we wszystkich trzech rodzajach
rule-zj-7-1 = Chow 123, 456 i 789 jednego rodzaju
rule-zj-7-2-1 = Pungi lub Kongi trzech kolejnych numerów w jednym rodzaju
rule-zj-7-2-2 = Pungi lub Kongi czterech kolejnych numerów w jednym rodzaju
rule-zj-8-1-1 = każdy zestaw i para zawierają kamień skrajny lub Honor (obecne są i skrajne, i Honory)
rule-zj-8-1-2 = każdy zestaw i para zawierają kamień skrajny; bez Honorów
rule-zj-8-1-3 = same Pungi lub siedem par tylko z kamieni skrajnych i Honorów (obecne jedne i drugie; nigdy razem z Trzynastoma sierotami)
rule-zj-8-1-4 = same Pungi lub siedem par tylko z kamieni skrajnych
rule-zj-9-1-1 = wygrana z muru ostatnim kamieniem żywego muru
rule-zj-9-1-2 = wygrana na zrzutce następującej po ostatnim kamieniu muru
rule-zj-9-2 = wygrana z muru dodatkowym kamieniem po Kongu
rule-zj-9-3 = wygrana kamieniem dokładanym do odkrytego Punga
rule-zj-9-4-1 = Wschód wygrywa 14 kamieniami z rozdania
rule-zj-9-4-2 = gracz inny niż Wschód wygrywa na pierwszej zrzutce Wschodu
rule-zj-10-1 = po jednym z każdego kamienia skrajnego i Honoru plus para z jednego z nich
rule-zj-10-2 = siedem par; cztery jednakowe kamienie liczą się jako dwie pary, chyba że zgłoszono je jako Kong (obejmuje ukrycie ręki)
rule-zj-11-1-1 = 2 za każdy Kwiat lub Porę roku o numerze innym niż miejsce gracza
rule-zj-11-1-2 = 4 za każdy Kwiat lub Porę roku o numerze miejsca gracza
rule-zj-11-2-1 = wszystkie cztery Kwiaty
rule-zj-11-2-2 = wszystkie cztery Pory roku
rule-hk-os-chicken = mieszane Chow i Pungi i nic więcej: 0 fanów
rule-hk-os-all-chows = cztery Chow
rule-hk-os-concealed = brak zgłoszonych zestawów (ukryte Kongi dozwolone; Same Pary także); ostatni kamień może być ze zrzutki
rule-hk-os-self-draw = wygrywający kamień pochodzi z muru
rule-hk-os-last-tile = wygrywający kamień był ostatnim kamieniem żywego muru
rule-hk-os-replacement = wygrywający kamień dobrano jako dodatkowy po Kongu lub kamieniu bonusowym
rule-hk-os-dragon-pung = 1 fan za każdy Pung lub Kong Smoków
rule-hk-os-seat-wind = Pung lub Kong własnego wiatru
rule-hk-os-round-wind = Pung lub Kong wiatru rundy (gdy własny wiatr i wiatr rundy są takie same, liczą się oba)
rule-hk-os-no-bonus = kamienie bonusowe są w grze, a ręka nie ma żadnego
rule-hk-os-own-bonus = 1 fan za każdy Kwiat lub Porę roku o numerze miejsca gracza
rule-hk-os-round-bonus = 1 fan za każdy Kwiat lub Porę roku o numerze wiatru rundy
rule-hk-os-bonus-tile = wariant: 1 fan za każdy kamień bonusowy (zastępuje własny bonusowy i bonusowy wiatru rundy)
rule-hk-os-all-pungs = cztery Pungi lub Kongi
rule-hk-os-clean = jeden rodzaj plus Honory
rule-hk-os-bouquet = wszystkie cztery Kwiaty lub wszystkie cztery Pory roku: po 3 fany (według opcji 1)
rule-hk-os-kong-on-kong = wygrana dodatkowym kamieniem drugiego Konga z rzędu
rule-hk-os-all-pairs = siedem par
rule-hk-os-small-dragons = dwa Pungi Smoków i para Smoków (Pungi Smoków nadal punktują)
rule-hk-os-small-winds = trzy Pungi Wiatrów i para Wiatrów
rule-hk-os-big-dragons = trzy Pungi Smoków (Pungi Smoków nadal punktują, jak przy Małych Trzech Smokach)
rule-hk-os-pure = jeden rodzaj, bez Honorów
rule-hk-os-all-honours = tylko Honory
rule-hk-os-thirteen-orphans = po jednym z każdego kamienia skrajnego i Honoru oraz para z jednego z nich; ręka ukryta
rule-hk-os-hidden-treasure = cztery ukryte Pungi, czekanie na parę, wygrana z muru
rule-hk-os-all-terminals = Pungi lub Kongi tylko z kamieni skrajnych (para także)
rule-hk-os-nine-gates = ukryte trzy jedynki, po jednym kamieniu od dwójki do ósemki i trzy dziewiątki jednego rodzaju (1-1-1-2-3-4-5-6-7-8-9-9-9) i dowolny kamień tego rodzaju
rule-hk-os-heaven = Wschód wygrywa przy rozdaniu
rule-hk-os-earth = gracz inny niż Wschód wygrywa na zrzutce w pierwszej kolejce, przed jakimkolwiek zgłoszeniem (opcja: tylko na pierwszej zrzutce Wschodu)
rule-hk-os-all-bonus = wszystkie cztery Kwiaty i wszystkie cztery Pory roku: automatyczne zwycięstwo
rule-hk-ns-pair-258 = para to 2, 5 lub 8
rule-hk-ns-old-young = Chow 123 i 789 jednego rodzaju
rule-hk-ns-two-suits = dokładnie dwa rodzaje (Honory dozwolone)
rule-hk-ns-small-four-in-one = użyte wszystkie cztery egzemplarze kamienia: trzy w Pungu, jeden w Chow (222 + 234)
rule-hk-ns-double-chow = dwa identyczne Chow jednego rodzaju
rule-hk-ns-four-in-one = wszystkie cztery egzemplarze kamienia: dwa w Chow, dwa w parze
rule-hk-ns-twelve-exposed = cztery zgłoszone zestawy, wygrana w czekaniu na parę
rule-hk-ns-open-snake = 123, 456, 789 jednego rodzaju w ręce ze zgłoszonym zestawem
rule-hk-ns-hidden-snake = 123, 456, 789 jednego rodzaju w ręce ukrytej (wygrywający kamień może być ze zrzutki)
rule-hk-ns-five-gates = cztery zestawy i para pięciu rodzajów: znaki, kółka, bambusy, Wiatry, Smoki
rule-hk-ns-only-1-5 = tylko kamienie rodzajów od 1 do 5, bez Honorów (opcja: Honory dozwolone)
rule-hk-ns-only-3-7 = tylko kamienie rodzajów od 3 do 7, bez Honorów (opcja: Honory dozwolone)
rule-hk-ns-only-5-9 = tylko kamienie rodzajów od 5 do 9, bez Honorów (opcja: Honory dozwolone)
rule-hk-ns-five-corners = kamień skrajny (1 lub 9) w każdym zestawie i w parze
rule-hk-ns-all-discards = cztery zgłoszone zestawy i para uzupełniona zrzutką; zastępuje 12 odkrytych (opcja: liczą się oba)
rule-hk-ns-walking-pungs = Pungi trzech kolejnych numerów w jednym rodzaju
rule-hk-ns-matching-pungs = Pungi jednego numeru we wszystkich trzech rodzajach
rule-hk-ns-triple-chow = trzy identyczne Chow jednego rodzaju; zastępuje Dwa takie same Chow
rule-hk-ns-big-four-in-one = trzy Chow jednego rodzaju, każdy o jeden wyższy od poprzedniego, np. 345 456 567 (opcja: wszystkie cztery egzemplarze kamienia w Chow)
rule-hk-ns-one-number = ten sam numer w każdym zestawie i w parze, w kilku rodzajach
rule-hk-ns-three-numbers = kamienie rodzajów tylko trzech numerów (Honory dozwolone), np. 222 123 123 EEE GG
rule-sg-chicken = wygrywająca ręka bez tai: wygrana tylko wtedy, gdy klub dopuszcza Chicken Hand
rule-sg-dragon = 1 tai za każdy Pung lub Kong Smoków
rule-sg-seat-wind = Pung lub Kong własnego wiatru
rule-sg-round-wind = Pung lub Kong wiatru rundy (wiatr, który jest jednym i drugim, daje 2)
rule-sg-animal = 1 tai za każdy kamień zwierzęcia
rule-sg-all-animals = wszystkie cztery zwierzęta: 1 więcej (razem 5)
rule-sg-seat-flower = 1 tai za każdy Kwiat lub Porę roku o numerze miejsca gracza; pozostałe kamienie bonusowe nic nie dają
rule-sg-flower-set = wszystkie cztery Kwiaty lub wszystkie cztery Pory roku: 1 więcej za każdy komplet
rule-sg-all-pungs = cztery Pungi lub Kongi (pong pong hu)
rule-sg-half-flush = jeden rodzaj plus Honory
rule-sg-full-flush = tylko jeden rodzaj; dodaje się do Ping Hu i Samych Pungów
rule-sg-ping-hu = cztery Chow i para z rodzaju lub z niepunktującego wiatru, bez kamieni bonusowych; przy wygranej ze zrzutki czekanie na dwa kamienie lub więcej
rule-sg-small-ping-hu = warunki Ping Hu, ale z dobranymi Kwiatami lub zwierzętami (one nadal punktują)
rule-sg-mixed-terminals = same Pungi z kamieni skrajnych i Honorów (4 razem z Samymi Pungami)
rule-sg-small-dragons = dwa Pungi Smoków i para Smoków: 1 więcej, razem 3 z dwoma Pungami
rule-sg-big-dragons = trzy Pungi Smoków: 3 więcej, razem 6 z Pungami, nie więcej niż limit
rule-sg-small-winds = trzy Pungi Wiatrów i para Wiatrów, plus punkty za własny wiatr i wiatr rundy
rule-sg-flower-win = wygrana kamieniem dobranym za Kwiat lub zwierzę (hua shang); opcja: po 1 za każdy dodatkowy kamień z rzędu
rule-sg-flower-on-flower = opcja: wygrana na drugim z rzędu dodatkowym kamieniu za bonusowy
rule-sg-kong-win = wygrana dodatkowym kamieniem za Konga (gang shang)
rule-sg-kong-on-kong = wygrana dodatkowym kamieniem drugiego Konga z rzędu (zamiast pojedynczego dodatkowego za Konga); nie więcej niż limit
rule-sg-rob-kong = wygrana kamieniem dokładanym do odkrytego Punga
rule-sg-last-tile = wygrana z muru ostatnim kamieniem do dobrania (hai di lao yue); nie na dodatkowym kamieniu
rule-sg-concealed-self-draw = opcja: bez zgłoszeń i wygrana z muru (men qing)
rule-sg-pure-green = opcja: tylko bambusy 2, 3, 4, 6, 8 i zielone Smoki
rule-sg-hidden-treasure = cztery ukryte Pungi, wygrana z muru (opcja: dozwolona zrzutka na parę)
rule-sg-pure-terminals = Pungi tylko z kamieni skrajnych, para także
rule-sg-all-honours = tylko Honory
rule-sg-nine-gates = ukryte trzy jedynki, po jednym kamieniu od dwójki do ósemki i trzy dziewiątki jednego rodzaju (1-1-1-2-3-4-5-6-7-8-9-9-9) i dowolny kamień tego rodzaju
rule-sg-big-winds = cztery Pungi Wiatrów
rule-sg-thirteen-wonders = po jednym z każdego kamienia skrajnego i Honoru oraz para z jednego z nich; zawsze ręka specjalna
rule-sg-eighteen-arhats = cztery Kongi
rule-sg-heavenly = Dealer wygrywa kamieniami z rozdania
rule-sg-earthly = gracz inny niż dealer wygrywa na pierwszej zrzutce dealera lub na swoim pierwszym dobraniu
rule-sg-humanly = gracz inny niż dealer wygrywa na zrzutce w pierwszej kolejce, przed swoim pierwszym dobraniem i jakimkolwiek zgłoszeniem
rule-sg-hua-hu = wszystkie cztery Kwiaty i wszystkie cztery Pory roku: natychmiastowa wygrana (hua hu)
rule-sg-declared-dragons = opcja: trzy Pungi Smoków kończą rękę niezależnie od reszty; stałe 5 tai
rule-sg-declared-winds = opcja: cztery Pungi Wiatrów kończą rękę niezależnie od reszty; stałe 10 tai, nie więcej niż limit
rule-sc-base = wygrywająca ręka bez fanów jest warta bazę 1
rule-sc-root = 1 fan za każde cztery jednakowe kamienie w ręce, jako Kong lub nie
rule-sc-all-pungs = cztery Pungi lub Kongi
rule-sc-golden-wait = cztery zgłoszone Pungi lub Kongi (także ukryte Kongi), wygrana w czekaniu na jeden kamień; dodaje się do Samych Pungów
rule-sc-pure-suit = kamienie tylko jednego rodzaju
rule-sc-seven-pairs = siedem par, ręka ukryta; cztery jednakowe kamienie mogą być dwiema parami (i wtedy liczy się też fan za czwórkę)
rule-sc-kong-draw = wygrana dodatkowym kamieniem po Kongu (liczy się jak wygrana z muru)
rule-sc-kong-shot = wygrana na kamieniu, który przeciwnik zrzuca zaraz po swoim Kongu (zapłata za jego Konga jest zwracana)
rule-sc-rob-kong = wygrana kamieniem dokładanym do Punga (ten Kong się nie liczy)
rule-sc-sea-bottom = wygrana ostatnim kamieniem muru lub na ostatniej zrzutce

## Ledger: Sichuan's transfers between wins
ledger-sc-kong-exposed = odkryty kong: zrzucający czwarty kamień płaci 2
ledger-sc-kong-added = dołożony kong, ogłoszony od razu po dobraniu czwartego kamienia: po 1 od każdego, kto jeszcze gra
ledger-sc-kong-concealed = ukryty kong: po 2 od każdego, kto jeszcze gra
ledger-sc-kong-refund-shot = ogłaszający konga zaraz potem zrzucił kamień wygrywający: zapłata za konga wraca
ledger-sc-kong-refund-not-ready = ogłaszający konga nie czeka na wygraną przy końcu muru: zapłata za konga wraca
ledger-sc-end-flower-pig = „kwiatowa świnia”: przy końcu muru wciąż ma brakujący rodzaj, kara 16, której nikt nie dostaje
ledger-sc-end-not-ready = nie czeka na wygraną przy końcu muru: płaci czekającemu najwięcej, ile mogła wygrać jego ręka, jak ze zrzutki

# --- part 6 ---
sheet-limit = limit: { $limit }
sheet-limit-alone = ręka limitowa, reszty się nie dolicza: { $limit }
sheet-worth = warta { $amount }
sheet-col-pattern = układ
sheet-col-tiles = kamienie
drill-sheet-later = Karta punktacji pojawi się tutaj, gdy sprawdzisz odpowiedź.
help-keys = Klawisze
help-zoom-in = Powiększ
help-zoom-out = Pomniejsz
help-zoom-reset = Normalny rozmiar
help-key-space = Spacja
help-play-pause = Odtwarzaj / pauza
help-key-left = W lewo
help-key-right = W prawo
ledger-sc-penalty-wrong-suit = zrzucił kamień innego rodzaju, mając jeszcze brakujący: kara 8, której nikt nie dostaje

# --- part 1 ---
# Pattern names: Zung Jung, Singapore, Sichuan, in the words of the club sheet (seed 004) where
# it names the same hand.
pattern-zj-chicken = Chicken Hand
pattern-zj-1-1 = Same Chow
pattern-zj-1-2 = Ukryta ręka
pattern-zj-1-3 = Same proste
pattern-zj-2-1-1 = Czysta ręka
pattern-zj-2-1-2 = Czystość
pattern-zj-2-2 = Dziewięć Bram
pattern-zj-3-1 = Cenny Honor
pattern-zj-3-2-1 = Małe Trzy Smoki
pattern-zj-3-2-2 = Trzy Smoki
pattern-zj-3-3-1 = Małe Trzy Wiatry
pattern-zj-3-3-2 = Trzy Wiatry
pattern-zj-3-3-3 = Małe Cztery Wiatry
pattern-zj-3-3-4 = Duże Cztery Wiatry
pattern-zj-3-4 = Same Honory
pattern-zj-4-1 = Same Pungi/Kongi
pattern-zj-4-2-1 = Dwa ukryte Pungi
pattern-zj-4-2-2 = Trzy ukryte Pungi
pattern-zj-4-2-3 = Cztery ukryte Pungi
pattern-zj-4-3-1 = Jeden Kong
pattern-zj-4-3-2 = Dwa Kongi
pattern-zj-4-3-3 = Trzy Kongi
pattern-zj-4-3-4 = Cztery Kongi
pattern-zj-5-1-1 = Dwa takie same Chow
pattern-zj-5-1-2 = Dwa razy dwa takie same Chow
pattern-zj-5-1-3 = Trzy takie same Chow
pattern-zj-5-1-4 = Cztery takie same Chow
pattern-zj-6-1 = Trzy podobne Chow
pattern-zj-6-2-1 = Małe Pasujące Pungi
pattern-zj-6-2-2 = Pasujące Pungi
pattern-zj-7-1 = Wąż
pattern-zj-7-2-1 = Kroczące Pungi
pattern-zj-7-2-2 = Cztery Kroczące Pungi
pattern-zj-8-1-1 = Mieszane małe skrajne
pattern-zj-8-1-2 = Czyste małe skrajne
pattern-zj-8-1-3 = Mieszane duże skrajne
pattern-zj-8-1-4 = Same skrajne
pattern-zj-9-1-1 = Wygrana ostatnim kamieniem
pattern-zj-9-1-2 = Ostatnia zrzutka
pattern-zj-9-2 = Wygrana dodatkowym kamieniem
pattern-zj-9-3 = Obrabowanie Konga
pattern-zj-9-4-1 = Błogosławieństwo Nieba
pattern-zj-9-4-2 = Błogosławieństwo Ziemi
pattern-zj-10-1 = Trzynaście sierot
pattern-zj-10-2 = Same Pary
pattern-zj-11-1-1 = Cudzy Kwiat/Pora roku
pattern-zj-11-1-2 = Własny Kwiat/Pora roku
pattern-zj-11-2-1 = Cztery Kwiaty
pattern-zj-11-2-2 = Cztery Pory roku
pattern-sg-chicken = Chicken Hand
pattern-sg-dragon = Pung Smoków
pattern-sg-seat-wind = Pung własnego wiatru
pattern-sg-round-wind = Pung wiatru rundy
pattern-sg-animal = Zwierzę
pattern-sg-all-animals = Wszystkie cztery zwierzęta
pattern-sg-seat-flower = Własny bonusowy
pattern-sg-flower-set = Bukiet Kwiatów/Pór roku
pattern-sg-all-pungs = Same Pungi/Kongi
pattern-sg-half-flush = Czysta ręka
pattern-sg-full-flush = Czystość
pattern-sg-ping-hu = Same Chow (ping hu)
pattern-sg-small-ping-hu = Małe ping hu
pattern-sg-mixed-terminals = Mieszane skrajne
pattern-sg-small-dragons = Małe Trzy Smoki
pattern-sg-big-dragons = Trzy Smoki
pattern-sg-small-winds = Małe Cztery Wiatry
pattern-sg-flower-win = Wygrana kamieniem za Kwiat
pattern-sg-flower-on-flower = Kwiat na Kwiecie
pattern-sg-kong-win = Wygrana dodatkowym kamieniem
pattern-sg-kong-on-kong = Kong on Kong
pattern-sg-rob-kong = Obrabowanie Konga
pattern-sg-last-tile = Wygrana ostatnim kamieniem
pattern-sg-concealed-self-draw = Ukryta ręka z muru
pattern-sg-pure-green = Czysta zieleń
pattern-sg-hidden-treasure = Ukryty Skarb
pattern-sg-pure-terminals = Same skrajne
pattern-sg-all-honours = Same Honory
pattern-sg-nine-gates = Dziewięć Bram
pattern-sg-big-winds = Duże Cztery Wiatry
pattern-sg-thirteen-wonders = Trzynaście sierot
pattern-sg-eighteen-arhats = Osiemnastu arhatów
pattern-sg-heavenly = Błogosławieństwo Nieba
pattern-sg-earthly = Błogosławieństwo Ziemi
pattern-sg-humanly = Ręka Człowieka
pattern-sg-hua-hu = Zebranie wszystkich bonusów
pattern-sg-declared-dragons = Zgłoszone Trzy Smoki
pattern-sg-declared-winds = Zgłoszone Cztery Wiatry
pattern-sc-base = Ręka podstawowa
pattern-sc-root = Korzeń
pattern-sc-all-pungs = Same Pungi/Kongi
pattern-sc-golden-wait = Złote czekanie
pattern-sc-pure-suit = Czystość
pattern-sc-seven-pairs = Same Pary
pattern-sc-kong-draw = Wygrana po Kongu
pattern-sc-kong-shot = Zrzutka po Kongu
pattern-sc-rob-kong = Obrabowanie Konga
pattern-sc-sea-bottom = Dno morza
## Score sheets (CLI text and JSON)
sheet-arrangement = Odczytanie: { $arrangement }
sheet-chosen-because = wybrane, bo { $why }
sheet-total = Razem: { $amount }
sheet-total-noted = Razem: { $amount } ({ $note })
sheet-note-sichuan = { $fan } { $fan ->
        [one] fan
        [few] fany
       *[other] fanów
    }: podstawa 1 podwojona { $fan } { $fan ->
        [one] raz
       *[other] razy
    }
sheet-note-sichuan-capped = { $fan } { $fan ->
        [one] fan
        [few] fany
       *[other] fanów
    }: podstawa 1 podwojona { $fan } { $fan ->
        [one] raz
       *[other] razy
    }, najwyżej { $total }
sheet-note-compound = układy dają razem { $sum }, więcej niż limit: ręka jest warta limit
sheet-note-fixed = układ limitowy liczy się sam; nic więcej się nie dodaje
sheet-invalid = Wygrana nieważna: { $error }
sheet-below-minimum = ręka jest warta { $total }, a uzgodnione minimum to { $minimum }: to fałszywa wygrana
sheet-payments-line = Płatności ({ $scheme }): { $winner } dostaje { $amount }
sheet-instant-line = Płatności natychmiastowe: { $winner } dostaje { $amount }
sheet-pays = { $who } płaci { $amount }: { $reason }
sheet-seat-discarder = { $seat } (zrzucający)
sheet-the-discarder = zrzucający
hand-situation = { $system } · miejsce { $seat } · runda { $round } · { $tile } { $win }
hand-from = od gracza { $seat }
hand-tiles = Ręka: { $tiles }
hand-bonus = kamienie bonusowe: { $tiles }
arrangement-declared = (wygrana zgłoszona: pełna ręka niepotrzebna)
form-regular = cztery zestawy i para
form-seven-pairs = siedem par
form-thirteen-orphans = trzynaście sierot
form-declared = wygrana zgłoszona bez pełnej ręki
wait-two-sided = czekanie dwustronne
wait-closed = czekanie w środek
wait-edge = czekanie brzegowe
wait-dual-pung = czekanie na jedną z dwóch par
wait-single = czekanie na jeden kamień
wait-thirteen-sided = czekanie na trzynaście kamieni
scheme-zj = schemat Zung Jung, reguła 25 punktów
scheme-zj-universal = schemat uniwersalny
scheme-hk-limit = tabela hongkońska z limitem
scheme-hk-no-limit = tabela hongkońska bez limitu
scheme-sg-special = Singapur: ręka specjalna, każdy płaci podwójny limit
scheme-sg-shooter = Singapur: jednostka podwajana do limitu, płaci zrzucający
scheme-sg = Singapur: jednostka podwajana do limitu
scheme-sc = Syczuan: 2^fan, najwyżej 8 i 16
scheme-other = { $scheme }
## Refusals and errors of the engine
refusal-zj-animals = w Zung Jung nie gra się kamieniami zwierząt
refusal-zj-bonus-off = kamienie bonusowe nie są w grze: ustaw `bonus_tiles: true` w opcjach Zung Jung
refusal-hk-animals = w mahjongu hongkońskim nie gra się kamieniami zwierząt
refusal-hk-bonus-off = kamienie bonusowe nie są w grze: ustaw `bonus_tiles: true` w opcjach hongkońskich
refusal-sc-honours = w Syczuanie gra się bez Honorów (Wiatrów i Smoków)
refusal-sc-bonus = w Syczuanie gra się bez kamieni bonusowych
refusal-sc-claimed-chow = w Syczuanie nie zgłasza się Chow (ukryte Chow w ręce są dozwolone)
refusal-sc-three-suits = wygrywająca ręka ma najwyżej dwa rodzaje, a ta ma wszystkie trzy
refusal-sc-no-missing-suit = Syczuan wymaga zgłoszonego brakującego rodzaju (missing_suit: Characters, Dots lub Bamboo)
refusal-sc-holds-missing-suit = ręka ma { $suit }, a ten rodzaj zgłoszono jako brakujący
error-not-complete = to nie jest wygrywająca ręka: kamienie nie tworzą ani czterech zestawów i pary, ani ręki specjalnej
error-notation = na pozycji { $column }: { $message }
error-syntax = wiersz { $line }, kolumna { $column }: { $message }
error-impossible-hand = niemożliwa ręka: { $error }
error-set-hand = ręka { $hand }: { $error }
error-set-no-hands = zestaw nie ma rąk
error-set-below-minimum = według zasad zestawu to nie wygrana: poniżej minimum { $minimum }
error-set-mode = tryb { $mode } nie pyta o jedną rękę; ręce zestawu przyjmują tryby total, patterns, payments, waits lub best-reading
error-set-one-reading = best-reading wymaga odczytań o różnych sumach; wszystkie odczytania tej ręki są warte tyle samo
error-hand-notation = { $field }: { $error }
error-hand-wrong-count = zła liczba kamieni: { $melds ->
        [0] bez zgłoszonych zestawów
        [one] przy jednym zgłoszonym zestawie
       *[other] przy { $melds } zgłoszonych zestawach
    } ręka musi mieć { $expected ->
        [few] { $expected } ukryte kamienie
       *[other] { $expected } ukrytych kamieni
    } (razem z wygrywającym), a ma { $found }.
error-hand-too-many-melds = więcej niż cztery zestawy ({ $n })
error-hand-fifth-copy = piąty kamień { $tile }: ręka ma ich { $count } (z zestawami)
error-hand-winning-tile-missing = wygrywającego kamienia { $tile } nie ma wśród ukrytych kamieni
error-hand-bad-meld = zestaw { $index }: { $reason }
error-hand-duplicate-bonus = kamień bonusowy { $tile } występuje dwa razy
error-hand-too-many-bonus = za dużo kamieni bonusowych ({ $n }); jest ich najwyżej 12
error-hand-situation = niemożliwa sytuacja: { $reason }
error-waits-bad-meld = na pozycji { $column }: zestaw musi być Chow, Pungiem lub Kongiem
error-waits-wrong-count = ręce, której brakuje kamienia do wygranej, zostaje 13 − 3 × zestawy ukrytych kamieni: { $expected } przy { $melds } zestawach, jest { $found }
error-game = { $place }: { $message }
place-header = nagłówek
place-deal = rozdanie { $hand }, rozdanie kamieni
place-step = rozdanie { $hand }, krok { $step }
## Command line
cli-waits-error = { $hand }: błąd { $error }
cli-waits-none = { $hand }: nie czeka — żaden kamień jej nie kończy
cli-waits-tile = { $tile } (zostało { $left })
cli-waits = { $hand }: czeka na { $tiles } — rodzajów kamieni: { $kinds }, zostało kamieni: { $left }
settle-title = Syczuan · koniec muru
settle-wait = { $tile } → { $fan } { $fan ->
        [one] fan
        [few] fany
       *[other] fanów
    }, { $value }
settle-ready = czeka, najwyżej { $max } ({ $waits })
settle-not-ready = nie czeka
settle-flower-pig = „kwiatowa świnia” (ma jeszcze brakujący rodzaj)
settle-nothing = Nikt nic nie płaci: wszyscy, którzy nie wygrali, są w tym samym położeniu.
settle-transfer = { $from } → { $to }: { $amount } ({ $reason })
settle-net = Bilans: { $nets }
cli-deal-unknown-pattern = nieznany układ „{ $pattern }” w systemie { $rules }; znane: { $known }
cli-deal-none = nie znaleziono ręki z układem { $target } według zasad { $rules }
cli-deal-seed = ziarno: { $seed } (--seed { $seed } rozda znów te same ręce)
cli-deal-set-title = Rozdane ręce: { $rules }
cli-deal-set-title-pattern = Rozdane ręce: { $rules }, { $pattern }
cli-deal-set-none = nie znaleziono ręki do pytania { $mode } z układem { $target } według zasad { $rules }
cli-deal-set-written =
    { $count ->
        [one] { $count } rękę zapisano w { $path }
        [few] { $count } ręce zapisano w { $path }
       *[other] { $count } rąk zapisano w { $path }
    }
cli-pattern = { $id }: { $name } — { $value }
cli-pattern-limit = limit
cli-pattern-series = seria { $series }
series-flower-replacement = wymiana kwiatu
series-flush = czystość
series-identical-chows = takie same Chow
series-kong-replacement = kamień dodatkowy po kongu
series-ping-hu = same Chow (ping hu)
check-invalid = zapis nieważny: { $error }
check-seen-from = Zapisane z miejsca gracza { $player }: zakrytych kamieni i dobrań pozostałych nie widać; sprawdzono liczby kamieni, zgłoszenia i odkryte ręce.
check-win = rozdanie { $hand }, krok { $step }: { $player } ({ $seat }) wygrywa, { $total }
check-entry = rozdanie { $hand }, krok { $step }: { $from } → { $to }: { $amount } — { $reason }
check-balances = Bilans: { $nets }
check-set = Zestaw ćwiczeń: { $title }
check-set-hand = ręka { $hand } ({ $mode }): { $amount }
check-set-hand-invalid = ręka { $hand } ({ $mode }): błędna: { $error }
## Notation errors
notation-not-a-tile = „{ $text }” to nie kamień
notation-no-suit-letter = „{ $text }” nie ma litery rodzaju (m, p, s lub z)
notation-no-numbers = przed „{ $text }” nie ma numerów
notation-bonus-in-meld = kamień bonusowy nie może być częścią zestawu
notation-not-a-bonus-tile = „{ $text }” to nie kamień bonusowy (numery od 1 do 4)
notation-bonus-needs-number = po „{ $text }” potrzebny jest numer od 1 do 4
notation-meld-in-meld = zestawu nie można otworzyć wewnątrz zestawu
notation-closes-no-meld = „{ $text }” nie zamyka żadnego zestawu
notation-wrong-close = zestaw trzeba zamknąć znakiem „{ $text }”
notation-empty-meld = pusty zestaw
notation-unexpected = nieoczekiwany znak „{ $text }”
notation-not-closed = zestaw nie jest zamknięty znakiem „{ $text }”
notation-no-melds = zestawy nie są tu dozwolone
notation-no-bonus = kamienie bonusowe nie są tu dozwolone
notation-no-tile = potrzebny jeden kamień, a nie ma żadnego
notation-not-one-tile = potrzebny jeden kamień, a jest ich { $n }
notation-only-bonus = dozwolone są tu tylko kamienie bonusowe (F1–F4, S1–S4, A1–A4)
## Impossible situations
impossible-dealt-bonus-not-held = rozdanego kamienia bonusowego { $tile } nie ma wśród kamieni bonusowych ręki
impossible-player = gracz { $player } ({ $seat }): { $problem }
impossible-seat-listed-twice = to miejsce podano dwa razy
impossible-wall-end-count = ręka przy końcu muru ma 13 − 3 × zestawy = { $expected } ukrytych kamieni, a ma { $found }
impossible-sc-honours = w Syczuanie gra się bez Honorów
## Melds
meld-chow-of-honours = Chow nie może składać się z Honorów ({ $tile })
meld-no-chow-at = żaden Chow nie zaczyna się od { $tile }
meld-not-a-set = { $tiles } to nie Chow, Pung ani Kong
meld-not-this-kind = „{ $tiles }” to nie { $kind }
meld-kind-chow = Chow
meld-kind-pung = Pung
meld-kind-exposed-kong = odkryty Kong
meld-kind-concealed-kong = ukryty Kong
meld-kind-added-kong = dołożony Kong

# --- part 4 ---
house-title = Zasady klubu
house-close = Zamknij zasady klubu
house-intro = Opcje zasad, według których gra wasz klub. Korzystają z nich kalkulator, ćwiczenie i przegląd zasad; opcje inne niż domyślne są wyróżnione.
house-button = Zasady klubu
house-button-changed = Zasady klubu (zmienione: { $count })
house-section-zung-jung = Zung Jung
house-section-hong-kong = Hongkong
house-section-singapore = Singapur
house-section-sichuan = Syczuan
house-about-zung-jung = Zung Jung, jak w streszczeniu zasad.
house-about-hong-kong = Jeden zestaw opcji dla Old Style i New Style.
house-about-singapore = Gra singapurska: każdy stół uzgadnia własne warianty.
house-about-sichuan = Syczuańska „krwawa bitwa”, zasady Mistrzostw Moskwy 2017.
house-no-options = Te zasady nie mają opcji do wyboru.
house-on = wł.
house-off = wył.
house-default = Domyślnie: { $value }
house-changed-default = Zmienione · domyślnie: { $value }
house-reset = Przywróć domyślne: { $system }
house-reset-all = Przywróć wszystkie domyślne
house-open = Otwórz profil…
house-save = Zapisz profil…
house-file-filter = Profil zasad klubu
house-opened = Zasady klubu otwarte z { $path }
house-open-failed = Nie można otworzyć { $path }: { $error }
house-saved = Zasady klubu zapisane w { $path }
house-save-failed = Nie można zapisać { $path }: { $error }
house-zung-jung-minimum = Minimalna wartość ręki
house-zung-jung-minimum-help = Ile co najmniej musi być warta ręka, by wygrać.
house-zung-jung-minimum-no-minimum = brak (Chicken Hand wygrywa 1 pkt)
house-zung-jung-minimum-wsom = WSOM: 5 pkt (Chicken Hand to fałszywa wygrana)
house-zung-jung-bonus-tiles = Kamienie bonusowe
house-zung-jung-bonus-tiles-help = Czy w grze są Kwiaty i Pory roku.
house-zung-jung-four-identical-sequences = Cztery takie same Chow
house-zung-jung-four-identical-sequences-help = Jej wartość: oryginalna lista podaje 480, jedno ze źródeł 400.
house-zung-jung-four-identical-sequences-points-480 = 480 pkt
house-zung-jung-four-identical-sequences-points-400 = 400 pkt
house-zung-jung-payment = Płatności
house-zung-jung-payment-help = Zung Jung: przy wygranej ze zrzutki wartej 25 lub więcej dwaj pozostali płacą po 25, a zrzucający resztę. Uniwersalne: wszyscy płacą wartość ręki.
house-zung-jung-payment-zung-jung = Zung Jung
house-zung-jung-payment-universal = uniwersalne
house-hong-kong-minimum-fan = Minimalna liczba fanów
house-hong-kong-minimum-fan-help = Ile fanów potrzeba do wygranej (tabela zaczyna się od 0; często gra się z 3).
house-hong-kong-limit = Limit
house-hong-kong-limit-help = Ręce, które mają nie mniej fanów niż limit, i ręce limitowe płacą limit.
house-hong-kong-limit-fan = Fany ręki limitowej
house-hong-kong-limit-fan-help = Ile fanów liczy ręka limitowa i od ilu fanów zaczyna się limit (laak 3, 128): od 8 do 13 (w tabeli 10). Laak 2 (64) obejmuje od 7 fanów do limitu.
house-hong-kong-bonus-tiles = Kamienie bonusowe
house-hong-kong-bonus-tiles-help = Czy w grze jest osiem Kwiatów i Pór roku.
house-hong-kong-bouquet = Bukiet
house-hong-kong-bouquet-help = Wszystkie cztery Kwiaty lub wszystkie cztery Pory roku: 3 fany według tabeli albo 1 według części o bonusach.
house-hong-kong-bouquet-fan-3 = 3 fany
house-hong-kong-bouquet-fan-1 = 1 fan
house-hong-kong-bonus-variant = Pojedyncze kamienie bonusowe
house-hong-kong-bonus-variant-help = Jak liczą się Kwiaty i Pory roku pojedynczo.
house-hong-kong-bonus-variant-own-and-round = 1 fan za numer własnego miejsca i 1 za numer wiatru rundy (kamień z oboma numerami: 2)
house-hong-kong-bonus-variant-each-tile = 1 fan za każdy kamień bonusowy
house-hong-kong-bonus-variant-own-and-round-together = numer miejsca i numer rundy, kamień z oboma numerami: 1
house-hong-kong-earth = Błogosławieństwo Ziemi
house-hong-kong-earth-help = (interpretacja) Która wygrana ze zrzutki jest Błogosławieństwem Ziemi.
house-hong-kong-earth-first-go-round = na dowolnej zrzutce pierwszej kolejki, przed jakimkolwiek zgłoszeniem
house-hong-kong-earth-easts-first-discard = tylko na pierwszej zrzutce Wschodu
house-hong-kong-ranges-without-honours = Tylko 1–5, Wszystkie 3–7, Wszystkie 5–9 bez Honorów
house-hong-kong-ranges-without-honours-help = (interpretacja) Wył.: w tych rękach Honory są dozwolone.
house-hong-kong-all-discards-replaces-twelve-exposed = Wszystkie zrzutki zastępują 12 odkrytych
house-hong-kong-all-discards-replaces-twelve-exposed-help = (interpretacja) Wył.: liczą się oba.
house-hong-kong-big-four-in-one = Duże 4 w 1
house-hong-kong-big-four-in-one-help = (interpretacja) Jak czytać przykład z tabeli 345, 456, 567.
house-hong-kong-big-four-in-one-shifted-chows = trzy Chow jednego rodzaju, każdy o jeden wyższy
house-hong-kong-big-four-in-one-four-copies-in-chows = wszystkie cztery egzemplarze jednego kamienia w Chow
house-singapore-limit = Limit (tai)
house-singapore-limit-help = Najwięcej tai, ile liczy ręka; ręka limitowa dostaje limit.
house-singapore-minimum = Minimalna liczba tai
house-singapore-minimum-help = Ile tai potrzeba do wygranej; 0 dopuszcza Chicken Hand.
house-singapore-shooter-pays = Strzelec płaci
house-singapore-shooter-pays-help = Zrzucający płaci całą wygraną i płatności natychmiastowe wywołane jego zrzutkami.
house-singapore-fully-concealed = Ukryta ręka z muru
house-singapore-fully-concealed-help = 1 tai za wygraną z muru bez zgłoszeń (men qing).
house-singapore-pure-green = Czysta zieleń
house-singapore-pure-green-help = Warta 4 tai (wył.: to tylko Czysta ręka).
house-singapore-declare-by-triplets = Ogłaszanie trójkami
house-singapore-declare-by-triplets-help = Trzy pungi smoków (5 tai) lub cztery pungi wiatrów (10) kończą rękę bez względu na resztę.
house-singapore-fresh-thresholds-swapped = Zamienione progi świeżych kamieni
house-singapore-fresh-thresholds-swapped-help = Za konga ze świeżego kamienia płaci jego zrzucający, gdy w murze zostało mniej niż 5 kamieni zamiast 7; za wygraną — mniej niż 7 zamiast 5.
house-singapore-hidden-treasure-self-drawn = Ukryty Skarb tylko z muru
house-singapore-hidden-treasure-self-drawn-help = Wył.: można go też wygrać ze zrzutki.
house-singapore-flower-on-flower = Wygrana na kamieniu za bonusowy
house-singapore-flower-on-flower-help = Jak liczy się kilka wymian kamieni bonusowych z rzędu przed wygraną.
house-singapore-flower-on-flower-one-tai = 1 tai bez względu na liczbę wymian
house-singapore-flower-on-flower-each-replacement = 1 tai za każdą wymianę z rzędu
house-singapore-flower-on-flower-five-tai = kwiat na kwiecie: 5 tai za dwie wymiany z rzędu
house-singapore-self-draw-extra = Dopłata za wygraną z muru
house-singapore-self-draw-extra-help = Stała dopłata każdego gracza przy wygranej z muru, w stawkach.
house-singapore-special-hands-nine-gates = Ręka specjalna: Dziewięć Bram
house-singapore-special-hands-nine-gates-help = Wszyscy płacą za nią podwójny limit, jakkolwiek została zebrana.
house-singapore-special-hands-pure-terminals = Ręka specjalna: Same skrajne
house-singapore-special-hands-pure-terminals-help = Wszyscy płacą za nią podwójny limit, jakkolwiek została zebrana.
house-singapore-special-hands-all-honours = Ręka specjalna: Same Honory
house-singapore-special-hands-all-honours-help = Wszyscy płacą za nią podwójny limit, jakkolwiek została zebrana.
house-singapore-special-hands-eighteen-arhats = Ręka specjalna: Osiemnastu arhatów
house-singapore-special-hands-eighteen-arhats-help = Wszyscy płacą za nią podwójny limit, jakkolwiek została zebrana.
house-singapore-special-hands-earthly-humanly = Ręka specjalna: Błogosławieństwo Ziemi i Ręka Człowieka
house-singapore-special-hands-earthly-humanly-help = Wszyscy płacą za nie podwójny limit, jakkolwiek zostały zebrane.
house-singapore-special-hands-full-flush-ping-hu = Ręka specjalna: Czystość z Samymi Chow (ping hu)
house-singapore-special-hands-full-flush-ping-hu-help = Wszyscy płacą za nią podwójny limit, jakkolwiek została zebrana.
house-singapore-special-hands-declared-dragons = Ręka specjalna: Zgłoszone Trzy Smoki
house-singapore-special-hands-declared-dragons-help = Wszyscy płacą za nią podwójny limit, jakkolwiek została zebrana.
house-singapore-instant-exposed-kong = Płatność natychmiastowa: odkryty kong
house-singapore-instant-exposed-kong-help = Od każdego z pozostałych graczy, w stawkach (także za dołożonego konga).
house-singapore-instant-concealed-kong = Płatność natychmiastowa: ukryty kong
house-singapore-instant-concealed-kong-help = Od każdego z pozostałych graczy, w stawkach.
house-singapore-instant-bite = Płatność natychmiastowa: ugryzienie
house-singapore-instant-bite-help = Kot i szczur, kogut i stonoga albo oba kamienie bonusowe własnego miejsca: od każdego z pozostałych graczy, w stawkach.
house-singapore-instant-four-animals = Płatność natychmiastowa: cztery zwierzęta
house-singapore-instant-four-animals-help = Od każdego z pozostałych graczy, w stawkach.
drill-house-rules = Zasady klubu…
drill-sets = Zestawy ćwiczeń
drill-set-open = Otwórz plik zestawu…
drill-set-running = Zestaw ćwiczeń: { $title }
drill-set-leave = Wróć do losowych rąk
drill-set-invalid = { $path }: ten zestaw ćwiczeń nie nadaje się do użycia: { $error }
drill-set-note = Uwaga nauczyciela
drill-options-differ = Opcje inne niż domyślne:
rules-options-changed = Opcje (zmienione przez zasady klubu: { $count })
rules-edit-house-rules = Zmień zasady klubu…
fact-discarder = zrzucający: { $seat }
fact-flag-humanly = Ręka Człowieka (wygrana gracza innego niż dealer ze zrzutki w pierwszej kolejce)
fact-flag-kong-shot = zrzutka zaraz po kongu
fact-meld-from = wzięty { $seat ->
        [east] od Wschodu
        [south] od Południa
        [west] od Zachodu
       *[north] od Północy
    }
fact-meld-fresh = świeży kamień (wcześniej niezrzucany)
fact-meld-wall = wzięty, gdy w murze zostało kamieni: { $count }
fact-wall-tiles-left = kamieni w murze: { $count }
fact-winning-tile-fresh = wygrywający kamień nie pojawił się wcześniej w grze
fact-forced-discard = zrzucający miał tylko niebezpieczne kamienie
fact-bonus-replacements = kamieni bonusowych wymienionych z rzędu: { $count }
fact-dealt-bonus = kamienie bonusowe w rozdaniu: { $tiles }
fact-players-out = już poza rozdaniem: { $seats }
# --- part 3 ---
calc-undo = Cofnij
calc-redo = Ponów
calc-undo-hint = Cofnij ostatnią zmianę ręki lub okoliczności
calc-redo-hint = Ponów cofniętą zmianę
calc-guard-fifth-copy = { $tile }: wszystkie cztery takie kamienie są już w ręce.
calc-guard-full = Ręka ma już 14 kamieni (kong liczy się za 3).
calc-guard-four-melds = Zgłoszono już cztery zestawy.
calc-guard-no-chow = { $tile } — od tego kamienia nie zaczyna się chow (chow to trzy kolejne kamienie jednego rodzaju).
calc-guard-bonus-twice = { $tile } jest już w ręce: każdy kamień bonusowy jest jeden.
calc-meld-added-kong = dołożony kong
calc-discarder = Zrzucił
calc-kong-adder = Konga dokładał
calc-not-recorded = nie zapisano
flag-humanly = ręka człowieka (Singapur)
flag-kong-shot = zrzutka po kongu (Syczuan)
calc-play = Przebieg gry
calc-claimed-from = wzięty od
calc-meld-fresh = świeży kamień
calc-meld-fresh-hint = Wziętego kamienia nikt wcześniej nie zrzucił (singapurski kong na świeżym kamieniu).
calc-known = znane
calc-wall-left = Kamieni w murze
calc-wall-left-hint = Ile kamieni zostało wtedy w żywym murze, jeśli wiadomo (korzystają z tego zasady odpowiedzialności).
calc-winning-discard = Wygrywająca zrzutka
calc-winning-fresh = świeża (wcześniej nie wyszła)
calc-forced-discard = zrzucający nie miał bezpiecznego kamienia
calc-forced-discard-hint = Zrzucający miał tylko kamienie groźne dla dwóch graczy zbierających jeden rodzaj (Hongkong: zwolnienie z odpowiedzialności za dziewięć kamieni).
calc-bonus-replacements = Kamieni bonusowych wymienionych z rzędu
calc-dealt-bonus = Były w rozdaniu
calc-dealt-bonus-hint = Kamienie bonusowe z rozdania, przed wszystkimi wymianami (w Singapurze ich „ugryzienie” się podwaja).
calc-missing-suit = Brakujący rodzaj (Syczuan)
calc-missing-auto = wg ręki
calc-players-out = Już wyszli (Syczuan)
calc-file-rules = { $system }: zasady z pliku
calc-file-rules-default = (ustawienia domyślne)
calc-forget-rules = zwykłe zasady
calc-forget-rules-hint = Licz ten system według zasad, których używają inne ręce, a nie według otwartego pliku.
situation-final-draw-not-from-wall = Ostatni kamień muru to wygrana z muru: własnym kamieniem albo dodatkowym kamieniem po kongu.
situation-final-discard-not-on-discard = Ostatnia zrzutka to wygrana ze zrzutki.
situation-final-draw-and-discard = Ostatni kamień muru i ostatnia zrzutka nie mogą zajść naraz.
situation-replacement-without-kong = Wygrana dodatkowym kamieniem po kongu wymaga zgłoszonego konga.
situation-robbed-tile-held = Obrabowanie konga: trzy takie kamienie leżą w pungu innego gracza, więc zwycięzca ma tylko ten, który rabuje.
situation-heaven-not-dealer = Niebo to wygrana dealera (Wschodu).
situation-heaven-not-dealt-tiles = Niebo to wygrana kamieniami z rozdania: z muru, bez zgłoszonych zestawów.
situation-earth-dealer = Ziemia to wygrana gracza innego niż dealer.
situation-earth-not-first-go-round = Ziemia to wygrana w pierwszej kolejce, ze zrzutki lub z muru, bez zgłoszonych zestawów.
situation-bonus-replacement-not-self-drawn = Wygrana na kamieniu za bonusowy jest wygraną z muru.
situation-kong-on-kong = Kong on Kong to wygrana dodatkowym kamieniem po kongu, gdy zgłoszono co najmniej dwa kongi.
situation-concealed-kong-claimed = Zestaw { $meld }: ukrytego konga nie bierze się od nikogo.
situation-own-discard-claimed = Zestaw { $meld }: nie można wziąć własnej zrzutki.
situation-humanly = Ręka człowieka to wygrana gracza innego niż dealer ze zrzutki, bez zgłoszonych zestawów.
situation-kong-shot-not-on-discard = Zrzutka po kongu to wygrana ze zrzutki.
situation-discarder-out = Zrzucający już wygrał i wyszedł z rozdania.
situation-winner-out = Zwycięzca nie może być wśród graczy, którzy już wyszli.
situation-heaven-and-earth = Niebo i ziemia nie mogą zajść naraz.
situation-self-draw-discarder = Wygrana z muru nie ma zrzucającego.
situation-winner-discarder = Zwycięzca nie może być zrzucającym.

# --- part 2 ---
settings-repaired = Zapisane ustawienia były uszkodzone; aplikacja uruchomiła się z wartościami domyślnymi dla:
settings-problem-unreadable = całego pliku ustawień (nie dało się go odczytać)
settings-problem-zoom = powiększenia (poza zakresem)
settings-problem-egui = stanu okna i paneli
settings-problem-window = rozmiaru i położenia okna (okno wróciło na ekran)
settings-problem-settings = motywu, języka i ostatnich partii
settings-backup-kept = Uszkodzony plik zachowano jako { $path }.
settings-backup-failed = Nie udało się zachować kopii uszkodzonego pliku.
settings-notice-close = Zamknij
error-too-large = { $path }: większy niż limit { $limit } bajtów
error-line-too-long = { $path }: wiersz { $line } jest dłuższy niż limit { $limit } bajtów
error-not-a-file = { $path }: to nie jest zwykły plik (folderów, urządzeń i potoków się nie czyta)
error-not-utf8 = { $path }: to nie jest tekst UTF-8 (bajt { $offset })
error-io = { $path }: { $message }
error-io-not-found = { $path }: nie ma takiego pliku ani folderu
error-io-permission = { $path }: brak uprawnień do odczytu
error-option-out-of-range = opcja reguł { $option } ({ $system }) ma wartość { $value }; dozwolone od { $min } do { $max }
error-bonus-out-of-turn = { $seat } odkłada kamień bonusowy poza swoją kolejką
error-missing-suit-twice = { $seat } już ogłosił brakujący rodzaj
error-missing-suit-late = { $seat } ogłasza brakujący rodzaj po rozpoczęciu gry
error-fifth-copy-across-players = piąta kopia kamienia { $tile } w rękach graczy (razem { $count }, z zestawami)
# --- part 5 ---
event-draw-hidden = { $seat } dobiera kamień
replays-sheet-of = Karta punktacji: { $player } ({ $seat }), rozdanie { $hand }, krok { $step }
replays-disagreement = { $player } ({ $seat }): zapisano { $recorded }, według zasad { $computed }
replays-disagreements =
    { $count ->
        [one] { $count } zapisany wynik nie zgadza się z zasadami:
        [few] { $count } zapisane wyniki nie zgadzają się z zasadami:
       *[other] { $count } zapisanych wyników nie zgadza się z zasadami:
    }
replays-goto = rozdanie { $hand }, krok { $step }

# --- check: disagreements (merge of parts 1, 2, 5) ---
check-unreadable = nie da się odczytać: { $error }
check-win-disagrees = { $win } (zapisano { $recorded }: niezgodne z zasadami)
check-disagreements = Zapisane wyniki, których zasady nie dają: { $count }
check-disagreement = rozdanie { $hand }, krok { $step }: { $player } ({ $seat }) — zapisano { $recorded }, według zasad { $computed }:

# --- game errors ---
game-players = w grze jest czterech graczy, a nagłówek podaje { $found }
game-four-seats = miejsca i rozdanie wymieniają cztery miejsca, zaczynając od Wschodu
game-dealer-not-east = dealer zawsze zajmuje miejsce Wschód, a nie { $dealer }: nowego dealera pokazują miejsca graczy
game-bad-seats = miejsca muszą wymienić każdego z graczy 0–3 dokładnie raz, podano { $seats }
game-dealt-notation = kamienie gracza { $seat }: { $error }
game-dealt-melds = rozdane kamienie gracza { $seat } nie mogą zawierać zestawów
game-dealt-count = gracz { $seat } dostaje w rozdaniu { $expected } kamieni, a zapis podaje { $found }
game-dealt-bonus = gracz { $seat } dostał kamienie bonusowe, których te zasady nie używają
game-bonus-dealt-twice = kamień bonusowy { $tile } rozdany dwa razy
game-too-many-dealt = rozdano więcej kamieni, niż liczy komplet
game-no-honours = kamienia { $tile } nie ma w komplecie: według tych zasad gra się bez Honorów
game-fifth-copy = piąty kamień { $tile }
game-bad-notation = „{ $text }”: { $error }
game-not-one-bonus = „{ $text }” to nie jeden kamień bonusowy
game-hand-over = rozdanie już się skończyło
game-unfinished = zapis urywa się przed końcem rozdania (wygraną lub wyczerpaniem muru)
game-missing-suit-only-sichuan = brakujący rodzaj ogłasza się tylko w Syczuanie
game-missing-suit-never = gracz { $seat } nie ogłosił brakującego rodzaju
game-not-turn-to-draw = to nie kolej gracza { $seat } na dobranie kamienia
game-wall-empty = żywy mur jest pusty: nie ma czego dobrać
game-bonus-not-drawable = kamienia { $tile } nie można tu dobrać
game-not-turn-to-discard = to nie kolej gracza { $seat } na zrzut
game-not-held = gracz { $seat } nie ma kamienia { $tile }
game-bonus-before-discard = gracz { $seat } musi odłożyć kamienie bonusowe przed zrzutem
game-no-chows = według tych zasad nie bierze się chow ze zrzutki
game-no-discard-to-claim = nie ma zrzutki do wzięcia
game-chow-not-next = chow może wziąć tylko gracz następny po graczu { $discarder }
game-not-a-chow = „{ $text }” to nie chow ze zrzuconym kamieniem { $tile }
game-chow-tile-not-held = gracz { $seat } nie ma kamienia { $tile } do chow
game-cannot-claim = gracz { $seat } nie może wziąć tej zrzutki
game-not-enough-to-claim = gracz { $seat } nie ma { $count } × { $tile }
game-not-turn-to-kong = to nie kolej gracza { $seat } na ogłoszenie konga
game-no-pung-to-add = gracz { $seat } nie ma odkrytego punga { $tile }, do którego można dołożyć kamień
game-not-four = gracz { $seat } nie ma czterech kamieni { $tile }
game-wall-not-exhausted = mur nie jest wyczerpany: zostało kamieni: { $left }
game-no-winner = wygrana nie wskazuje zwycięzcy
game-several-winners-only-sichuan = kilku zwycięzców na jednym zrzucie dopuszcza tylko Syczuan
game-several-winners-only-discard = kilku zwycięzców może być tylko na jednym zrzucie
game-already-won = gracz { $seat } już wygrał
game-empty-hand = pusta ręka
game-no-tile-to-win-on = gracz { $seat } nie ma tu kamienia, na którym mógłby wygrać
game-bonus-before-winning = gracz { $seat } musi odłożyć kamienie bonusowe przed ogłoszeniem wygranej
game-winning-hand = wygrywająca ręka gracza { $seat }: { $error }
game-win-refused = gracz { $seat } ogłasza wygraną: { $error }
game-false-win = ręka gracza { $seat } jest warta { $worth }, a minimum to { $minimum }: fałszywa wygrana
game-play-and-result = rozdanie ma albo przebieg gry (rozdanie i zdarzenia), albo wynik, nie oba naraz
game-no-play-no-result = rozdanie potrzebuje rozdania i zdarzeń albo wyniku
game-kong-entry = kong gracza { $seat }: { $error }
game-not-a-kong = wpis Kong gracza { $seat } nie zawiera konga
game-kong-not-in-hand = { $seat } zgłosił konga { $tile }, którego nie ma w zapisanej ręce gracza { $seat }
game-bonus-not-used = { $seat } odkłada kamienie bonusowe, których te zasady nie używają
game-bonus-twice = kamień bonusowy { $tile } odłożony dwukrotnie
game-bonus-not-in-hand = { $seat } odłożył { $tile }, ale wygrywającej ręce jej brak
game-discarder-out = { $seat } już wygrał i nie może zrzucać
game-drawn-in-sichuan = rozdanie syczuańskie bez zwycięzcy kończy się przy murze: zapisz WallEnd z rękami pozostałych graczy
game-wall-end-only-sichuan = ręce przy wyczerpaniu muru rozlicza tylko Syczuan
game-wall-end-seats = przy wyczerpaniu muru trzeba wymienić dokładnie pozostałych graczy: { $expected }
game-wall-end-income = płatności za kongi przy wyczerpaniu muru wynikają z wpisów Kong: usuń kong_income
game-wall-end-hand = wyczerpanie muru: { $error }
game-seen-from-not-a-player = seen_from podaje { $name }, a takiego gracza nie ma
game-unseen-without-seen-from = rozdanie z niewidocznymi kamieniami ('?') należy do zapisu z jednego miejsca: podaj gracza w seen_from
game-one-seat-seen = w zapisie z jednego miejsca widać kamienie jednego gracza, a u trzech pozostałych '?'; tu widać { $seen }
game-seen-from-other-seat = widać kamienie gracza { $seat }, a zapis jest z miejsca gracza { $name }
game-unseen-draw-of-seen-seat = kamienie gracza { $seat } są widoczne: jego dobranie podaje kamień, nie '?'
game-win-not-shown = gracz { $seat } wygrywa, ale jego kamieni nie widać: zapisz rękę, którą odkrył (shown: (concealed: "…", winning_tile: "…"))
game-shown-count = odkryta ręka gracza { $seat } ma { $found } zakrytych kamieni oprócz kamienia wygrywającego, a gracz ma ich { $expected }
game-shown-winning-tile = kamień wygrywający { $tile } w odkrytej ręce gracza { $seat } to nie ten, na którym wygrał
game-unseen-at-wall-end = kamieni gracza { $seat } nie widać: rozdania Syczuanu zapisanego z jednego miejsca nie da się rozliczyć przy wyczerpaniu muru; zapisz je wynikami

## Progress
settings-theme = Motyw
settings-view = Widok
nav-progress = Postępy
file-filter-csv = Tabela CSV
progress-title = Postępy
progress-empty-title = Brak jeszcze odpowiedzi w systemie { $system }
progress-empty = Odpowiedz na kilka pytań w ćwiczeniu: każda odpowiedź zostaje tu zapisana, z trafnością dla każdego układu i każdego trybu. Układy, w których się pomylisz, wrócą szybciej, gdy będziesz ćwiczyć słabe punkty.
progress-go-to-drill = Przejdź do ćwiczenia
progress-answers =
    { $n ->
        [one] { $n } odpowiedź
        [few] { $n } odpowiedzi
       *[other] { $n } odpowiedzi
    }
progress-right-share = poprawnie: { $share }
progress-mean-time = średnio { $seconds } s na odpowiedź
progress-last-practised = ostatnie ćwiczenie { $date }
progress-col-mode = Tryb
progress-col-pattern = Układ
progress-col-answers = Odpowiedzi
progress-col-accuracy = Poprawnie
progress-col-time = Średni czas
progress-col-last-seen = Ostatnio
progress-col-due = Następna powtórka
progress-seconds = { $n } s
progress-over-time = Trafność w czasie
progress-per-block = Co 10 odpowiedzi
progress-per-day = Dziennie
progress-per-pattern = { $n ->
        [one] Trafność najsłabszego układu
       *[other] Trafność { $n } najsłabszych układów
    }
progress-axis-answers = odpowiedzi
progress-axis-day = dzień (UTC)
progress-axis-accuracy = % poprawnych
progress-weakest-first = Układy, najsłabsze na górze
progress-due-now = do powtórki teraz
progress-due-minutes = za { $n } min
progress-due-hours = za { $n } godz.
progress-due-days =
    { $n ->
        [one] za { $n } dzień
       *[other] za { $n } dni
    }
progress-export = Eksportuj CSV…
progress-exported = Zapisano { $answers } i { $patterns }.
progress-export-failed = Nie udało się zapisać { $path }: { $error }
progress-save-failed = Nie udało się zapisać postępów: { $error }
progress-reset = Wyzeruj postępy…
progress-reset-confirm = Zapomnieć wszystkie odpowiedzi i wszystkie terminy powtórek we wszystkich systemach? Tego nie można cofnąć.
progress-reset-yes = Wyzeruj
progress-cancel = Anuluj
progress-reset-done = Postępy wyzerowane: zaczynasz od nowa.
progress-file-problem = Zapisanych postępów nie dało się użyć, więc zaczynasz od nowa.
progress-problem-unreadable = Nie udało się odczytać pliku.
progress-problem-damaged = Plik jest uszkodzony.
progress-problem-newer = Zapisała go nowsza wersja Tilewise (format { $version }).
progress-backup-kept = Stary plik zachowano jako { $path }.
progress-backup-failed = Nie udało się przenieść starego pliku: pozostawiono go nietkniętym, a postępy tej sesji nie są zapisywane.
progress-weak-none = W tym systemie nie ma jeszcze czego ćwiczyć: najpierw odpowiedz na kilka pytań, a układy, w których się pomylisz, wrócą tutaj.
progress-weak-all-right = Żaden układ nie czeka na powtórkę i żadnego nie pomylono: odpowiadaj dalej, układy wrócą, gdy nadejdzie ich termin.
progress-loading = Wczytywanie zapisanych postępów…
progress-weak-loading = Zapisane postępy jeszcze się wczytują: słabe punkty pojawią się, gdy tylko zostaną wczytane.

## Rules the drill grades that are not patterns (Sichuan's wall's end and kongs)
progress-rule-sc-end-ready = Czeka na końcu muru
progress-rule-sc-end-not-ready = Nie czeka na końcu muru
progress-rule-sc-end-flower-pig = Kwiatowa świnia
progress-rule-sc-kong-exposed = Zapłata za odkryty kong
progress-rule-sc-kong-added = Zapłata za dołożony kong
progress-rule-sc-kong-concealed = Zapłata za ukryty kong
progress-rule-sc-kong-refund-shot = Zwrot zapłaty za kong (zrzutka na wygraną po kongu)
progress-rule-sc-kong-refund-not-ready = Zwrot zapłaty za kong (nie czeka)
progress-rule-sc-penalty-wrong-suit = Zrzutka innego rodzaju, gdy w ręce jest jeszcze brakujący rodzaj
# --- drill modes, rounds and summary ---
drill-mode = Tryb:
drill-mode-total = Wynik
drill-mode-patterns = Układy
drill-mode-payments = Kto ile płaci
drill-mode-best-reading = Najlepsze odczytanie
drill-level = Poziom:
drill-level-beginner = Początkujący
drill-level-standard = Zwykły
drill-level-expert = Ekspert
drill-round-size = Pytań w rundzie:
drill-progress = Pytanie { $n } z { $total }
drill-time = odpowiedź w { $seconds } s
drill-to-summary = Podsumowanie rundy
drill-enter-hint = Enter sprawdza, ponowny Enter przechodzi dalej.
drill-weak-spots-off = Zwykłe ręce
drill-weak-spots-on = Ćwiczymy słabe punkty: { $patterns }
drill-no-hand = Przy tych zasadach nie znalazła się ręka dla tego trybu. Naciśnij „Następna ręka”, aby spróbować ponownie, albo wybierz inny tryb.
drill-summary-title = Koniec rundy
drill-summary-score = Dobrze { $right } z { $asked }
drill-summary-time = razem { $total } s, średnio { $average } s na pytanie
drill-summary-question = Pytanie { $n }
drill-summary-right = dobrze
drill-summary-wrong = źle
drill-summary-seconds = { $seconds } s
drill-summary-none-missed = W tej rundzie żaden układ nie został pominięty.
drill-summary-missed = Układy do powtórki: { $patterns }
drill-another-round = Kolejna runda
drill-weak-spots = Ćwicz słabe punkty
drill-summary-enter = Enter zaczyna kolejną rundę.
drill-patterns-ask = Zaznacz wszystkie układy, które liczą się w tej ręce:
drill-patterns-search = Szukaj układów
drill-patterns-ticked = zaznaczone: { $count }
drill-patterns-none-found = Żaden układ nie pasuje do wyszukiwania.
drill-patterns-right = Dobrze: dokładnie te układy, które się liczą!
drill-patterns-wrong = Nie całkiem: dobrze { $right } z { $total }.
drill-pattern-right = { $pattern }: dobrze, liczy się — { $amount }
drill-pattern-missed = { $pattern }: pominięty, liczy się — { $amount }
drill-pattern-wrong = { $pattern }: nie liczy się — { $why }
drill-pattern-limit = limit
drill-why-other-reading = występuje tylko w innym odczytaniu tych kamieni, nie w najwyżej punktowanym
drill-why-needs-concealed = wymaga ręki ukrytej, a ta ma odkryte zestawy
drill-why-needs-self-draw = wygrywający kamień musi pochodzić z muru, a tu pochodzi ze zrzutki
drill-why-not-present = ręka go nie zawiera
drill-payments-ask = Ile każdy gracz płaci zwycięzcy ({ $seat })?
drill-payments-win = za wygraną
drill-payments-instant = płatności natychmiastowe (puste: brak)
drill-payments-seat-out = { $seat } (już poza rozdaniem)
drill-payments-seat-discarder = { $seat } (zrzutka kamienia wygrywającego)
drill-payments-right = Dobrze: wszystkie kwoty!
drill-payments-wrong = Nie całkiem: dobrze { $right } z { $total } kwot.
drill-payments-due = należy: { $amount }
drill-payments-why = { $seat } płaci { $amount }: { $why }
drill-payments-instant-why = { $seat }, natychmiast, płaci { $amount }: { $why }
drill-payments-out = już poza rozdaniem: nie płaci nic
drill-payments-nothing = nie płaci nic
drill-reading-ask = Te kamienie można odczytać na kilka sposobów. Które odczytanie jest warte najwięcej?
drill-reading-n = Odczytanie { $n }
drill-reading-right = Dobrze: to odczytanie jest warte najwięcej!
drill-reading-wrong = Nie całkiem: najwięcej warte jest odczytanie { $n } — { $amount }.
## Trening: czekanie
drill-waits-prompt = Kliknij każdy kamień, który kończy tę rękę.
drill-waits-keys = Wpisz kamień (3m, 7z) albo wybierz strzałkami i spacją; Enter sprawdza.
drill-waits-tile = Wybierz: { $tile }
drill-waits-right =
    { $count ->
        [one] Dobrze! Ręka czeka tylko na ten jeden kamień.
       *[other] Dobrze! Znalezione wszystkie kamienie: { $count }.
    }
drill-waits-found = Znalezione { $found } z { $count }.
drill-waits-missed = Pominięte:
drill-waits-wrong = Nic nie kończą:
drill-waits-ready =
    { $count ->
        [one] Ręka czeka na jeden kamień, w grze zostało { $left }:
        [few] Ręka czeka na { $count } kamienie, w grze zostało { $left }:
       *[other] Ręka czeka na { $count } kamieni, w grze zostało { $left }:
    }
drill-waits-left = zostało { $count }
drill-waits-refused = zasady nie przyjmują takiej wygranej
drill-waits-more = i jeszcze { $count }
drill-waits-below-minimum = poniżej minimum { $minimum }: fałszywa wygrana

## Trening: koniec muru (Syczuan)
wall-end-prompt = Mur się skończył. Kto czeka na wygraną, kto nie czeka, a kto jest „kwiatową świnią”? I kto komu ile płaci?
wall-end-out = Już wygrali i wyszli z rozdania: { $seats }
wall-end-kong-income = dostał { $amount } za konga, płacił { $seat }
wall-end-state-ready = Czeka
wall-end-state-not-ready = Nie czeka
wall-end-state-flower-pig = Kwiatowa świnia
wall-end-state-was = W rzeczywistości: { $state }
wall-end-wait-value = { $tile } (warte { $value }, { $fan } { $fan ->
        [one] fan
        [few] fany
       *[other] fanów
    })
wall-end-why-ready = Czeka na { $waits }; największa możliwa wygrana: { $max }.
wall-end-why-not-ready = Żaden kamień nie kończy tej ręki.
wall-end-why-pig = Wciąż ma brakujący rodzaj ({ $suit }): { $tiles }.
wall-end-transfers = Kto komu płaci
wall-end-transfers-hint = Wiersz to płacący, kolumna to otrzymujący; zostaw pole puste, gdy nic się nie płaci.
wall-end-pays = Kto \ komu
wall-end-cell = { $from } płaci, otrzymuje { $to }
wall-end-not-quite = Nie całkiem. Rozliczenie:
wall-end-nothing-moves = Nikt nic nie płaci.
wall-end-owed = { $from } płaci { $amount }, otrzymuje { $to }
wall-end-owed-penalty = { $from } płaci karę { $amount }
wall-end-owed-none = (twoja odpowiedź { $given }: tu nic się nie należy)
wall-end-owed-given = (twoja odpowiedź { $given })
wall-end-all-same = Wszyscy pozostali gracze są w tym samym stanie: nie płacą sobie nawzajem.

## Quiz z zapisu partii
replays-quiz = Pytania z zapisu
replays-quiz-level-beginner = Początkujący
replays-quiz-level-standard = Zwykły
replays-quiz-level-expert = Ekspert
replays-quiz-question = Pytanie: ile jest warta ta wygrana?
replays-modified = (niezapisane zmiany)
replays-autosave-found = Automatycznie zapisana kopia tego zapisu ma niezapisane zmiany.
replays-autosave-restore = Przywróć zmiany
replays-autosave-discard = Usuń kopię
replays-note-add = Dodaj notatkę
replays-note-add-hint = Notatka po pokazanym kroku (klawisz A)
replays-note-edit = Zmień notatkę
replays-note-delete = Usuń tę notatkę lub pytanie
replays-note-hint = Twoja notatka; Enter zachowuje, Esc anuluje
replays-note-keep = Zachowaj
replays-note-cancel = Anuluj
replays-ask-discard = Zapytaj tutaj: co byś zrzucił?
replays-ask-score = Zapytaj tutaj: policz tę wygraną
replays-save = Zapisz
replays-save-as = Zapisz jako…
replays-saved = Zapisano: { $path }
replays-leave-title = Zapisać zmiany?
replays-leave-text = Ten zapis ma niezapisane notatki lub pytania.
replays-leave-save = Zapisz zmiany
replays-leave-discard = Odrzuć zmiany
replays-leave-cancel = Anuluj
replays-quiz-discard = Pytanie ({ $seat }): co zrzucić?
replays-quiz-discard-wrong = W grze zrzucono: { $tile }.
replays-quiz-question-expert = Pytanie: ile jest warta ta wygrana i ile w sumie dostaje zwycięzca?
replays-quiz-total = Wynik ({ $unit }):
replays-quiz-receives = dostaje:
replays-quiz-receives-right = Zwycięzca rzeczywiście dostaje { $amount }.
replays-quiz-receives-also = Zwycięzca dostaje { $amount }.
replays-quiz-receives-wrong = Wynik dobry; zwycięzca dostaje { $amount }.
replays-quiz-continue = Dalej
replays-quiz-continue-hint = Enter — dalej.
replays-quiz-hint = Enter sprawdza; karta punktacji pojawi się po odpowiedzi.

## Drill modes from their own files, and the way to the replay quiz
drill-mode-waits = Czekanie
drill-mode-wall-end = Koniec muru
drill-mode-replay-quiz = Pytania z zapisu
drill-replay-quiz-hint = Otwiera przeglądarkę zapisów z pytaniami na tym poziomie: otwórz dowolny zapis partii, a przy każdej wygranej najpierw padnie pytanie o jej wynik, potem pojawi się rozliczenie.

## The round of discards before a Zung Jung win (one-round immunity)
fact-round-discards = Zrzutki w tym okrążeniu, od własnej zrzutki zwycięzcy: { $discards } (na ostatnią ogłoszono wygraną)

## Układanie zestawu ćwiczeń
set-build-add = Dodaj do zestawu
set-build-window = Układany zestaw
set-build-set-title = Tytuł
set-build-author = Autor
set-build-note = Notatka
set-build-remove = Usuń tę rękę
set-build-save = Zapisz zestaw…
set-build-try = Wypróbuj w ćwiczeniach
set-build-saved = Zestaw zapisano w
set-build-empty = Nie ma jeszcze rąk: dodaj je przyciskiem „Dodaj do zestawu” w kalkulatorze, ćwiczeniach, przykładach zasad lub przy wygranej w zapisie partii albo otwórz plik zestawu.
set-build-added = Ręka { $n } dodana według zasad „{ $system }”, pytanie „{ $mode }”.
set-build-refused = Nie dodano
set-build-other-rules = wszystkie ręce zestawu liczy się według zasad jego pierwszej ręki
set-build-new = Nowy zestaw
replays-win-title = { $game }, rozdanie { $hand }: { $player } ({ $seat })
replays-add-to-set-hint = Dodaje tę wygraną do układanego zestawu z pytaniem o jej wynik
rules-add-to-set-hint = Dodaje ten przykład do układanego zestawu z pytaniem o jego układy
set-build-opened = Otwarto { $path }
set-build-recent = Ostatnie zestawy
set-build-open = Otwórz zestaw…

## Printed worksheets (tilewise worksheet, Export worksheet… in the set builder)
worksheet-situation = Miejsce: { $seat } · Runda: { $round } · Kamień wygrywający: { $tile }, { $win }
worksheet-situation-waits = Miejsce: { $seat } · Runda: { $round } · Wygrana: { $win }
worksheet-ask-patterns = Które układy się liczą? Zapisz każdy z jego wartością.
worksheet-ask-waits = Które kamienie kończą tę rękę?
worksheet-answer-waits = Kończą ją: { $tiles }
worksheet-author = autor: { $author }
worksheet-hands = { $count ->
        [one] { $count } ręka
        [few] { $count } ręce
       *[other] { $count } rąk
    }
worksheet-name = Imię i nazwisko
worksheet-date = Data
worksheet-how-to-read = W każdej ręce kamień wygrywający stoi osobno, na prawo od ukrytych kamieni; dalej zgłoszone zestawy, wzięty kamień leży bokiem; kamienie bonusowe są na końcu, mniejsze.
worksheet-answer-key = Odpowiedzi
worksheet-page = Strona { $n } z { $count }
worksheet-pdf-failed = Nie udało się zapisać pliku PDF: { $error }
worksheet-generated-title = { $system }: { $pattern }
worksheet-generated-natural = { $system }: ręce jak w grze
cli-worksheet-written = Arkusz zapisano w { $path }
cli-worksheet-none = generator nie znalazł ręki do pytania „{ $mode }” dla celu { $target } w zasadach { $rules }
set-build-export = Eksportuj arkusz ćwiczeń…
set-build-export-answers = z odpowiedziami
set-build-export-paper = Papier
set-build-exported = Arkusz zapisano w
set-build-export-hint = PDF do druku w języku aplikacji: ponumerowane ręce, ich sytuacja i linie na odpowiedzi
file-filter-pdf = Dokument PDF
paper-a4 = A4
paper-letter = Letter (USA)

## Copy image / Save as image… (calculator, rules examples, replay)
image-copy = Kopiuj obraz
image-save = Zapisz jako obraz…
image-copied = Obraz skopiowano do schowka.
image-saved = Obraz zapisano w { $path }
image-extension = { $path }: obraz zapisuje się jako .png lub .svg
image-too-large = Obraz jest za duży do narysowania ({ $width } × { $height } pikseli).
image-failed = Nie udało się zapisać obrazu: { $error }
file-filter-png = Obraz PNG
file-filter-svg = Obraz SVG (wektorowy)
calc-copy-image-hint = Kopiuje rękę do schowka jako obraz, narysowany kamieniami aplikacji na białym tle
calc-save-image-hint = Zapisuje rękę jako obraz: PNG albo SVG (wektor), gdy nazwa kończy się na .svg
calc-image-empty = Nie ma czego rysować: najpierw dodaj kamienie do ręki
rules-copy-image-hint = Kopiuje tę rękę przykładową do schowka jako obraz, narysowany kamieniami aplikacji na białym tle
rules-save-image-hint = Zapisuje tę rękę przykładową jako obraz: PNG albo SVG (wektor), gdy nazwa kończy się na .svg
replays-copy-image-hint = Kopiuje stół na tym kroku do schowka jako obraz, wszystkie ręce odkryte
replays-save-image-hint = Zapisuje stół na tym kroku jako obraz, wszystkie ręce odkryte: PNG albo SVG (wektor), gdy nazwa kończy się na .svg
replays-image-none = Na tym kroku nie ma stołu do narysowania

## Viewer: results-only hands and the night at a glance
replays-page-replay = Rozdanie po rozdaniu
replays-page-replay-hint = Gra krok po kroku, z rozliczeniem i kartą punktacji każdej wygranej
replays-page-night = Cały wieczór
replays-page-night-hint = Klasyfikacja, bilans każdego gracza po kolejnych rozdaniach, największe ręce; eksport do CSV
replays-results-only = tylko wyniki
replays-results-start = Wyniki tego rozdania, tak jak zapisał je stół
result-entries = Co zapisał stół (kliknij wpis, aby do niego przejść):
result-win = { $seat } wygrywa: { $how }
result-how-discard = na zrzutce gracza { $from }
result-how-robbing-kong = rabując konga gracza { $from }
result-kong = { $seat } zgłasza konga: { $tiles } ({ $kind })
result-bonus = { $seat } odkłada { $tiles }
result-bonus-dealt = { $seat } odkłada { $tiles } (z rozdania)
result-drawn = Rozdanie bez zwycięzcy
result-drawn-nothing = Nikt nie wygrał tego rozdania; nikt nic nie płaci.
result-wall-end = Mur się skończył: ręce pozostałe w grze są rozliczane
result-payments = Płatności
result-payment = { $from } → { $to }: { $amount }
result-no-payment = Według tych zasad nie płaci się za to od razu.
result-sheet = Karta punktacji
night-col-place = Nr
night-col-player = Gracz
night-col-balance = Bilans
night-col-wins = Wygrane
night-col-self-draws = Z muru
night-col-deal-ins = Zrzutki na wygraną
night-col-best = Najlepsza ręka
night-plot = Bilans po każdym rozdaniu
night-axis-hand = Rozdanie
night-axis-balance = Bilans
night-plot-point = po rozdaniu { $hand }: { $balance }
night-big-hand-hint = Otwiera to rozdanie na jego wygranej
night-export-csv = Eksportuj CSV…
night-export-csv-hint = Zapisuje wszystkie rozdania i płatności jako CSV (wiersz na płatność) do arkusza kalkulacyjnego
night-csv-saved = Zapisano CSV: { $path }

## Night report
night-title = { $title }: { $hands ->
        [one] { $hands } rozdanie
        [few] { $hands } rozdania
       *[other] { $hands } rozdań
    }{ $drawn ->
        [0] {""}
       *[other] , w tym { $drawn } bez zwycięzcy
    }
night-standings = Klasyfikacja
night-standing = { $place }. { $player } { $balance }: { $wins ->
        [one] { $wins } wygrana
        [few] { $wins } wygrane
       *[other] { $wins } wygranych
    } (z muru { $self_draws }), zrzutki na wygraną: { $deal_ins }
night-biggest = Największe ręce
night-big-hand = rozdanie { $hand }: { $player }, { $amount } ({ $won }): { $patterns }

## Move entry
entry-empty = wpisz ruch, np. „d 5m” (dobranie), „x 9p” (zrzutka), „p” (pung)
entry-unknown-verb = „{ $word }” to nie ruch: d, x, c, p, k, ck, ak, b, ms, h, hh, wall, note
entry-missing = „{ $verb }” wymaga: { $what }
entry-bad-argument = „{ $text }” to nie { $what }
entry-ambiguous = może to zrobić więcej niż jeden gracz: podaj, który (E, S, W lub N), przed ruchem
entry-wanted-tile = jeden kamień, np. 5m lub 7z
entry-wanted-bonus-tile = jeden kamień bonusowy, np. F1, S3 lub A2
entry-wanted-chow-tiles = trzy kamienie chow, np. 789p
entry-wanted-suit = rodzaj: m, p lub s
entry-wanted-score = wynik
entry-wanted-seats = dwa lub trzy miejsca, każde z ewentualnym wynikiem, np. hh W N albo hh W 8 N 4
entry-wanted-tiles = odkryte kamienie, np. 123m455p
entry-paste-error = wpis { $entry } ({ $text }): { $error }; nic nie wpisano
moves-paste = Wklej zapisane rozdanie
moves-paste-hint = Jeden wpis na ruch jak w wierszu ruchu, po przecinku lub w nowym wierszu: 5p, 3m, 7p, S p, 9s
moves-paste-enter = Wpisz je
moves-click-discard = Kliknij kamień, który zrzuca { $seat } (jego niewidoczne dobranie dojdzie samo):
moves-click-draw = Kliknij kamień, który dobierasz:
moves-click-claims = Zgłoszenia zrzutki:
moves-click-pung = { $seat }: pung
moves-click-kong = { $seat }: kong
moves-click-my-win = Wygrywam
entry-wanted-text = tekst

## Move entry panel
moves-deal-hint = Wpisz kamienie rozdane każdemu graczowi (Wschód, dealer, ma 14; bonusowe jako F1 S2 A3), potem wpisuj ruchy.
moves-seen-from = Zapis z miejsca gracza:
moves-my-deal-hint = Wpisz swoje rozdane kamienie (14, gdy jesteś Wschodem, dealerem; bonusowe jako F1 S2 A3): kamieni pozostałych nie widać.
moves-not-seen = niewidoczne
moves-start = Przejdź do ruchów
moves-wall = W murze zostało kamieni: { $left }
moves-ended = Rozdanie zakończone.
moves-next = Ruch
moves-line-hint = d 5m · x 9p · W p · h
moves-line-hint-one-seat = 5p · S p · W c 345p · S h 123m… 2z
moves-enter = Wpisz
moves-keys = Enter przyjmuje ruch · Tab uzupełnia do dozwolonych ruchów (ponownie — następny) · d dobranie, x zrzutka, c chow, p pung, k kong, ck/ak kong ukryty/dołożony, b bonus, ms brakujący rodzaj, h wygrana, hh kilku zwycięzców, wall, note
moves-keys-one-seat = Jeden wpis na ruch: sam kamień to zrzutka gracza, który ma ruch (niewidoczne dobranie innego gracza dojdzie samo), albo twoje dobranie · S p, W c 345p, N k — zgłoszenia · S h 123m456p789s11z 2z — wygrana innego gracza z odkrytą ręką · Tab uzupełnia · Enter przyjmuje
moves-undo = Cofnij ostatni ruch
moves-edit-deal = Zmień rozdanie
moves-no-completion = żaden dozwolony ruch tak się nie zaczyna
## Zapis partii przy prawdziwym stole, rozdanie po rozdaniu
nav-recorder = Protokół
recorder-title = Zapis partii
recorder-intro = Zapisuj partię tak, jak gra ją stół: w każdym rozdaniu zwycięzcę i jego rękę albo rozdanie bez zwycięzcy. Silnik liczy każdą wygraną, a zapis jest zachowywany po każdym wpisie.
recorder-found = Znaleziono niedokończony zapis.
recorder-found-what = { $system }: { $players }; dodanych rozdań: { $hands }; data { $date }.
recorder-found-in-progress = Rozdanie { $hand } było w trakcie wpisywania: będzie kontynuowane od miejsca przerwania.
recorder-continue = Kontynuuj go
recorder-set-aside = Odłóż
recorder-set-aside-hint = Zostanie w folderze zapisów jako zakończony; nic nie jest usuwane.
recorder-new-game = Nowa partia
recorder-system = Zasady
recorder-house-options = Opcje
recorder-player-seat = Gracz, { $seat } w pierwszym rozdaniu
recorder-date = Data
recorder-event = Wydarzenie
recorder-start = Zacznij zapis
recorder-need-players = Potrzebne są imiona czterech graczy.
recorder-bad-date = Nie rozpoznano daty: wpisz ją jako 05.12.2026.
recorder-save-as = Zapisz jako…
recorder-open-in-viewer = Otwórz w przeglądarce
recorder-open-in-viewer-hint = Pokazuje dodane rozdania na ekranie powtórek.
recorder-finish = Zakończ
recorder-finish-hint = Kończy zapis: pozostaje zachowany, a formularz nowej partii pojawia się znowu.
recorder-autosave-file = Zachowywane po każdym wpisie w { $path }.
recorder-autosave-data = Zachowywane po każdym wpisie w folderze danych aplikacji.
recorder-autosave-none = Niezachowywane: brak folderu danych.
recorder-saved = Zapisano w { $path }.
recorder-hand = Rozdanie { $hand }
recorder-prevailing = Wiatr rundy: { $wind }
recorder-dealer = Dealer: { $player }
recorder-override = Zmień miejsca…
recorder-override-hint = Stół zmienił miejsca lub wiatr wbrew zasadom: podaj, kto gdzie siedzi, i dlaczego.
recorder-override-reason = Powód
recorder-override-apply = Użyj tych miejsc
recorder-override-need-reason = Podaj, dlaczego stół zmienił miejsca.
recorder-override-seats-twice = Każdy gracz siedzi na jednym miejscu.
recorder-override-too-late = Miejsca można zmienić tylko przed pierwszym wpisem rozdania.
recorder-cancel = Anuluj
recorder-entries = Wpisane w tym rozdaniu
recorder-no-entries = Jeszcze nic nie wpisano.
recorder-undo-entry = Cofnij ostatni wpis
recorder-undo-entry-hint = Usuwa ostatni wpis tego rozdania albo poprzedniego.
recorder-entry-win = { $player } wygrywa z { $tiles }, { $how }
recorder-entry-kong = { $player }: kong { $tiles }
recorder-entry-bonus = { $player }: kamienie bonusowe { $tiles }
recorder-entry-drawn = Rozdanie bez zwycięzcy
recorder-entry-wall-end = Koniec muru: ręce pozostałych rozliczone
recorder-entry-penalty = { $player } płaci karę { $amount }
recorder-entry-note = Uwaga: { $note }
recorder-winner = Kto wygrał?
recorder-winner-hint = Wybierz zwycięzcę, aby wpisać jego rękę.
recorder-drawn = Bez zwycięzcy
recorder-written = Wynik zapisany przez stół
recorder-written-hint = opcjonalnie; inny wynik zostanie pokazany, nie odrzucony
recorder-same-discard = Z tej samej zrzutki co poprzednia wygrana
recorder-same-discard-hint = Kilku graczy wygrało na jednej zrzutce.
recorder-add-hand = Dodaj rozdanie
recorder-add-win = Dodaj wygraną
recorder-win-incomplete = Najpierw wpisz całą rękę zwycięzcy.
recorder-kong = Kongi
recorder-kong-bonus = Kongi i kamienie bonusowe
recorder-kong-hint = Zgłoszone przez dowolnego gracza w czasie rozdania; kongi zwycięzcy są też w jego ręce.
recorder-kong-tile = Kamień
recorder-add-kong = Dodaj konga
recorder-bonus-tiles = Kamienie
recorder-bonus-dealt = w rozdanej ręce
recorder-add-bonus = Dodaj kamienie bonusowe
recorder-wall-end = Koniec muru
recorder-wall-end-hint = Mur się skończył: wpisz rękę każdego gracza, który jeszcze gra (kamienie ukryte, zestawy w nawiasach).
recorder-add-wall-end = Rozlicz koniec muru
recorder-preview = Wpisywana wygrana
recorder-preview-empty = Wybierz zwycięzcę i wpisz rękę: tutaj pojawią się karta punktacji i płatności.
recorder-disagreement = Stół zapisał { $written }; według zasad { $computed }.
recorder-payments = Płatności
recorder-payment = { $from } → { $to }: { $amount }
recorder-balances = Bilans
recorder-hand-column = Rozdanie
recorder-so-far = to rozdanie dotąd
recorder-total = Razem
recorder-kind = To rozdanie:
recorder-kind-results = Tylko wynik
recorder-kind-results-hint = Jak na karcie wyników: ręka zwycięzcy, kongi, kamienie bonusowe albo rozdanie bez zwycięzcy.
recorder-kind-moves = Ruch po ruchu
recorder-kind-moves-hint = Rozdanie i każde dobranie, zrzutkę, zgłoszenie i kong z klawiatury: rozdanie da się odtworzyć ruch po ruchu.
recorder-kind-my-seat = Z mojego miejsca
recorder-kind-my-seat-hint = To, co widziałeś: twoje rozdane kamienie i dobrania, wszystkie zrzutki, zgłoszenia i kongi, kamienie bonusowe pozostałych i odkrytą wygrywającą rękę; kamienie pozostałych nie są potrzebne. Potem twoją grę można omówić.
recorder-kind-too-late = Rozdanie zapisuje się jednym sposobem: najpierw cofnij jego wpisy.
recorder-moves-not-ended = Rozdanie się nie skończyło: wpisz ruchy do wygranej albo do końca muru.
recorder-penalty = Kara
recorder-penalty-hint = Kara płacona nikomu (fałszywe ogłoszenie wygranej, błędne zgłoszenie), w dowolnej chwili rozdania.
recorder-penalty-amount = Kwota
recorder-penalty-reason = Powód
recorder-add-penalty = Dodaj karę
recorder-penalty-bad-amount = Kara wymaga kwoty: liczby całkowitej od { $min } do { $max }.
recorder-penalty-before-deal = Najpierw przejdź do ruchów: kara trafia między dwa ruchy.
recorder-moves-undo-key = Cofnij ruch (protokół)
recorder-preview-moves = Wygrana w rozdaniu
recorder-preview-moves-empty = Gdy gracz wygra (h), pojawią się tu karta punktacji i płatności.

## Notices (app/notice.rs)
notice-close = Zamknij

## Drill in step with the screen (app/drill.rs, replay quiz entry)
drill-set-locked = Ustawione przez zestaw ćwiczeń „{ $title }”: aby to zmienić, wróć do losowych rąk.
replays-quiz-pick = Pytania z zapisu: otwórz zapis partii albo wybierz przykład po lewej, a pytania pojawią się w trakcie partii.
progress-rule-sc-end-state-ready = Koniec muru: rozpoznana ręka, która czeka
progress-rule-sc-end-state-not-ready = Koniec muru: rozpoznana ręka, która nie czeka
progress-rule-sc-end-state-flower-pig = Koniec muru: rozpoznana kwiatowa świnia
## Data safety: damaged files kept aside, the set being built, one app per data folder
notice-recorder-kept = Nie udało się odczytać niedokończonego zapisu partii: zachowano go jako { $path } i nic go nie nadpisało.
notice-recorder-file-kept = Notatka o własnym pliku partii nie prowadzi do zapisu tej partii: tamten plik pozostał nietknięty, a partia zapisuje się tylko w folderze danych (notatkę zachowano jako { $path }). „Zapisz jako…” znów zapisze ją do pliku.
notice-recorder-draft-kept = Nie udało się odczytać wpisywanej wygranej: zachowano ją jako { $path }.
notice-set-draft-kept = Nie udało się odczytać tworzonego zestawu: zachowano go jako { $path }.
notice-autosave-kept = Nie udało się odczytać automatycznej kopii tej partii: zachowano ją jako { $path }.
notice-kept-failed = Pliku { $path } nie udało się ani odczytać, ani przenieść ({ $error }): zostaje bez zmian i w tej sesji nic nie zostanie zapisane w jego miejscu.
notice-write-failed = Nie udało się zapisać { $path }: { $error }
notice-remove-failed = Nie udało się usunąć { $path }: { $error }
notice-data-folder-busy = Z tego folderu danych ({ $path }) korzysta inny Tilewise (pid { $pid }). To okno nie czyta ani nie zapisuje jego zapisu partii, tworzonego zestawu, kopii automatycznych ani postępów: twoja praca jest tu przechowywana tylko do zamknięcia okna.
notice-data-folder-busy-unknown = Z tego folderu danych ({ $path }) korzysta inny Tilewise. To okno nie czyta ani nie zapisuje jego zapisu partii, tworzonego zestawu, kopii automatycznych ani postępów: twoja praca jest tu przechowywana tylko do zamknięcia okna.
notice-data-folder-unlocked = Nie udało się zablokować folderu danych { $path } ({ $error }): w tej sesji nic w nim nie jest czytane ani zapisywane.
notice-set-draft-restored = Tworzony zestaw ({ $title }) przywrócono z poprzedniej sesji. „Nowy zestaw” zapyta, zanim go odrzuci.
set-build-discard-ask = Odrzucić tworzony zestaw? Niezapisane zmiany przepadną.
set-build-discard = Odrzuć
set-build-keep = Zachowaj
settings-problem-fields = tych ustawień (pozostałe zachowano): { $fields }
settings-write-failed = Nie udało się zapisać naprawionych ustawień ({ $error }).
settings-previous-kept = Wcześniej zapisane ustawienia pozostały bez zmian.
## File dialogs and effects (app/run_effect.rs, app/path_dialog.rs)
notice-no-dialogs = Na tym pulpicie nie da się pokazać systemowego okna wyboru pliku (brak xdg-desktop-portal i zenity): Tilewise pyta o ścieżkę pliku we własnym oknie.
notice-failed = Nie wykonano: { $error }
path-title-open = Otwórz plik
path-title-save = Zapisz jako
path-label = Ścieżka
path-ok = OK
path-cancel = Anuluj
path-hint = Tab uzupełnia nazwę, kliknięcie pozycji poniżej ją wybiera; Enter zatwierdza, Esc anuluje.
path-error-empty = Wpisz ścieżkę pliku.
path-error-no-file = Nie ma pliku { $path }.
path-error-no-folder = Nie ma folderu { $path }.
path-error-folder = { $path } to folder: dodaj nazwę pliku.
## Safe writes (files.rs)
write-read-only = { $path }: plik tylko do odczytu nie zostanie zastąpiony (najpierw zezwól na zapis)
write-not-a-file = { $path }: to nie jest zwykły plik (folder, urządzenie ani potok nie są nadpisywane)
write-is-input = { $path }: to plik wejściowy { $input }: wynik nigdy nie zastępuje tego, z czego powstał
write-failed = { $path }: { $error }
said-path = { $what } { $path }
recorder-seat-problem = { $seat }: { $error }

## Worksheets: the most hands (print/worksheet.rs)
worksheet-too-many-hands = zestaw ma { $count } rozdań; arkusz drukuje najwyżej { $max } (podziel zestaw)

## App screens: a failed write's reason in notices (app/notice.rs)
write-reason-read-only = plik tylko do odczytu nie zostanie zastąpiony (najpierw zezwól na zapis)
write-reason-not-a-file = to nie jest zwykły plik (folder, urządzenie ani potok nie są nadpisywane)
write-reason-is-input = to plik wejściowy { $input }: wynik nigdy nie zastępuje tego, z czego powstał
write-reason-io = { $error }
write-reason-disk-full = dysk jest pełny (niczego nie zastąpiono)
write-reason-permission = brak uprawnień do zapisu w tym miejscu

## Numbers that are right and consistent (option ranges, pattern values)
error-option-value = { $option }: wartość { $value } jest niedozwolona (dozwolone: od { $min } do { $max })
limit-worth = limit: { $amount }
## One word for one thing: a system without a prevailing wind (Sichuan) names none
hand-situation-no-round = { $system } · miejsce { $seat } · { $tile } { $win }
worksheet-situation-no-round = Miejsce: { $seat } · Kamień wygrywający: { $tile }, { $win }
worksheet-situation-waits-no-round = Miejsce: { $seat } · Wygrana: { $win }
## Printed sheets: tiles named in words, the night's score sheet (print/, night.rs)
tile-characters = { $n ->
    [1] jedynka znaków
    [2] dwójka znaków
    [3] trójka znaków
    [4] czwórka znaków
    [5] piątka znaków
    [6] szóstka znaków
    [7] siódemka znaków
    [8] ósemka znaków
   *[9] dziewiątka znaków
}
tile-dots = { $n ->
    [1] jedynka kółek
    [2] dwójka kółek
    [3] trójka kółek
    [4] czwórka kółek
    [5] piątka kółek
    [6] szóstka kółek
    [7] siódemka kółek
    [8] ósemka kółek
   *[9] dziewiątka kółek
}
tile-bamboo = { $n ->
    [1] jedynka bambusów
    [2] dwójka bambusów
    [3] trójka bambusów
    [4] czwórka bambusów
    [5] piątka bambusów
    [6] szóstka bambusów
    [7] siódemka bambusów
    [8] ósemka bambusów
   *[9] dziewiątka bambusów
}
tile-chow-characters = { $a }-{ $b }-{ $c } znaków
tile-chow-dots = { $a }-{ $b }-{ $c } kółek
tile-chow-bamboo = { $a }-{ $b }-{ $c } bambusów
group-exposed = { $group } (odkryty zestaw)
group-concealed-kong = { $group } (ukryty kong)
group-winning = { $group } (z kamieniem wygrywającym)
tile-wind-east = Wiatr wschodni
tile-wind-south = Wiatr południowy
tile-wind-west = Wiatr zachodni
tile-wind-north = Wiatr północny
tile-dragon-white = Biały smok
tile-dragon-green = Zielony smok
tile-dragon-red = Czerwony smok
tile-flower = { $n ->
    [1] Kwiat 1 (śliwa)
    [2] Kwiat 2 (orchidea)
    [3] Kwiat 3 (chryzantema)
   *[4] Kwiat 4 (bambus)
}
tile-season = { $n ->
    [1] Pora roku 1 (wiosna)
    [2] Pora roku 2 (lato)
    [3] Pora roku 3 (jesień)
   *[4] Pora roku 4 (zima)
}
tile-animal-cat = Kot
tile-animal-rat = Szczur
tile-animal-rooster = Kogut
tile-animal-centipede = Stonoga
night-sheet-hands = Rozdania
night-sheet-col-result = Wynik rozdania
night-sheet-won = { $player }: wygrana { $how }, { $amount }
night-sheet-drawn = Rozdanie bez zwycięzcy
night-sheet-wall-end = Koniec muru: nikt nie wygrał; rozliczenie między graczami w grze
night-print = Drukuj protokół…
night-print-hint = Zapisuje protokół wieczoru jako PDF: klasyfikację, wykres bilansu i wynik każdego rozdania
night-pdf-saved = Zapisano protokół: { $path }
cli-report-written = Zapisano protokół: { $path }
## Bundled content: a set's note checked against the sheet (drill/set.rs), sample titles (app/viewer)
error-set-unknown-pattern = komentarz wymienia układ „{ $id }”, którego ten system nie ma
error-set-total-differs = komentarz podaje sumę { $stated }, a ręka jest warta { $scored }
error-set-not-scored = komentarz mówi, że „{ $id }” się liczy, ale nie ma go na karcie wyniku
error-set-scored = komentarz mówi, że „{ $id }” się nie liczy, ale jest na karcie wyniku
error-set-pays-differs = komentarz mówi, że { $payer } płaci { $stated }, a karta wyniku podaje { $paid }
drill-sets-other-languages = W innych językach
sample-title-zj-short-demo = Zung Jung: krótka partia (Południe wygrywa pierwszym dobraniem)
sample-title-zj-scoring-mistake = Zung Jung: wieczór liczony przy stole, z jednym błędem
sample-title-zj-immunity-demo = Zung Jung: immunitet jednej kolejki
sample-title-zung-jung-seed-27 = Zung Jung: partia botów nr 27, kongi każdego rodzaju i rozdanie bez zwycięzcy
sample-title-zung-jung-seed-70 = Zung Jung: partia botów nr 70, kong odkryty, dołożony i ukryty
sample-title-hk-new-style-seed-1 = Hongkong, New Style: partia botów nr 1, kwiaty, kongi i obrabowanie konga
sample-title-hk-new-style-seed-33 = Hongkong, New Style: partia botów nr 33, odpowiedzialność za dziewięć kamieni
sample-title-hk-old-style-seed-94 = Hongkong, Old Style: partia botów nr 94, dziesięć kongów i obrabowanie konga
sample-title-hk-old-style-from-my-seat = Hongkong, Old Style: partia botów nr 94 z miejsca gracza Bot B
sample-title-hk-old-style-seed-16567 = Hongkong, Old Style: partia botów nr 16567, kongi każdego rodzaju i odpowiedzialność za pięć kamieni
sample-title-singapore-seed-2513 = Singapur: partia botów nr 2513, cztery zwierzęta, wypłaty za kongi i pao za świeży kamień
sample-title-singapore-seed-814 = Singapur: partia botów nr 814, pao za smoki i rozdanie bez zwycięzcy
sample-title-sichuan-short-demo = Syczuan: krótka partia (ukryty kong, dwóch zwycięzców na jednej zrzutce)
sample-title-singapore-liability-demo = Singapur: krótka partia (trzeci smok wzięty od Cy, potem wygrana z muru: Cy płaci za wszystkich)
sample-title-sichuan-seed-27301 = Syczuan: partia botów nr 27301, wypłaty za kongi i obrabowanie konga
sample-title-sichuan-seed-1720 = Syczuan: partia botów nr 1720, trzech zwycięzców na jednej zrzutce i koniec muru
sample-title-annotated-zung-jung = Zung Jung: rozdanie z komentarzem na wieczór klubowy
sample-title-annotated-hong-kong = Hongkong, New Style: rozdanie z komentarzem na wieczór klubowy
sample-title-annotated-singapore = Singapur: rozdanie z komentarzem na wieczór klubowy
sample-title-annotated-sichuan = Syczuan: rozdanie z komentarzem na wieczór klubowy
sample-title-club-night-zung-jung = Zung Jung: wieczór klubowy w Krakowie (same wyniki)
sample-title-club-night-hong-kong-old-style = Hongkong, Old Style: piątkowy mahjong w Sham Shui Po (same wyniki)
sample-title-club-night-hong-kong-new-style = Hongkong, New Style: wieczór klubowy w Petersburgu (same wyniki)
sample-title-club-night-singapore = Singapur: wieczór mahjonga pod blokiem (same wyniki)
sample-title-club-night-sichuan = Syczuan: popołudnie w herbaciarni w Chengdu (same wyniki)
## Calculator, Add to set, the set panel, the drill's round summary (h4)
calc-refused = Nie przyjęto
calc-add-to-set-under = według zasad
calc-add-to-set-hint = Dodaje rękę do układanego zestawu, liczoną według zasad wybranych obok (do wyboru są tylko te systemy, w których ręka jest prawdziwą wygraną).
calc-add-to-set-none = Żaden system nie uznaje jeszcze tej ręki za wygraną.
calc-add-to-set-other = układany zestaw jest według zasad „{ $set }”
sheet-each-other-player = każdy z pozostałych
set-build-other-system = ten zestaw jest według zasad „{ $set }”, a rękę dodawano według zasad „{ $system }”. Wybierz „{ $set }” obok przycisku „Dodaj do zestawu” albo zacznij nowy zestaw dla „{ $system }”.
set-build-duplicate = ręka { $n } zestawu to ta sama ręka z tym samym pytaniem.
set-build-for = { $system } · { $count ->
        [one] { $count } ręka
        [few] { $count } ręce
       *[other] { $count } rąk
    }
set-build-close = Zamknij
drill-summary-review-hint = Kliknij pytanie, by zobaczyć je znowu razem z wyliczeniem.
drill-summary-review = Znowu pytanie { $n }: ręka, twoja odpowiedź i wyliczenie
drill-summary-review-close = Ukryj pytanie
set-build-fold = Zwiń panel do paska (zestaw zostaje)
set-build-unfold = Pokaż układany zestaw ({ $count ->
        [one] { $count } ręka
        [few] { $count } ręce
       *[other] { $count } rąk
    })
## Recorder, replays layout, wall's end drill (h5)
wall-end-nobody-hint = Kolumna „{ $nobody }” jest na karę, której nie dostaje żaden gracz.
recorder-ended = Rozdanie { $hand } zapisane.
recorder-ended-drawn = Rozdanie { $hand } zapisane bez zwycięzcy: nikt nie wygrał.
recorder-undo-ended = Cofnij
recorder-undo-ended-hint = Przywraca rozdanie { $hand }, żeby wpisać je jeszcze raz.
recorder-hand-disagreement = { $player }: stół zapisał { $written }, według zasad { $computed }
## Tile styles (View menu)
settings-large-tiles = Duże kamienie
settings-large-tiles-hint = Wszystkie kamienie 1,4 raza większe; rzędy, które się nie mieszczą, łamią się lub przewijają.
settings-high-contrast = Kamienie o wysokim kontraście
settings-high-contrast-hint = Białe kamienie, ciemne obrysy i każdy rodzaj w innej barwie, rozróżnialnej także przy daltonizmie: kółka niebieskie, bambusy pomarańczowe, znaki czarne.
## discard drill
drill-mode-discard = Co byś zrzucił?
discard-source = Pozycje:
discard-source-generated = Wygenerowane
discard-source-mine = Z moich gier ({ $count })
discard-mine-empty = Nie ma jeszcze pozycji z twoich gier: przeanalizuj grę w „Zapisach” i wybierz „Dodaj do moich ćwiczeń”.
discard-prompt = Co byś zrzucił? Kliknij kamień.
discard-dealer = Dealer: { $seat }
discard-draws-left = { $count ->
        [one] Zostało { $count } dobranie z muru
        [few] Zostały { $count } dobrania z muru
       *[other] Zostało { $count } dobrań z muru
    }
discard-from-game = Z twojej gry { $record }, rozdanie { $hand }, krok { $step }
discard-table = Widoczne na stole (zrzutki i zestawy innych graczy):
discard-hint = Kliknij kamień, który byś zrzucił; doradca oceni odpowiedź od razu.
discard-tile = Zrzuć: { $tile }
discard-right = Dobrze: { $tile } to najlepsza zrzutka.
discard-acceptable = Do przyjęcia: { $tile } traci { $loss } wobec najlepszej zrzutki, { $best } — mały błąd (większy nie jest pewny).
discard-acceptable-no-mistake = Do przyjęcia: { $tile } traci { $loss } wobec najlepszej zrzutki, { $best } — za mało, by nazwać to błędem.
discard-wrong = Źle: { $tile } traci { $loss } wobec najlepszej zrzutki, { $best } — { $severity }.
discard-played = W grze zrzucono: { $tile }.
discard-ranking = Ranking doradcy
discard-samples = Każda zrzutka jest oceniona wynikiem reszty rozdania — co dostaniesz minus co zapłacisz, z zrzutkami na cudzą wygraną — na co najwyżej { $count } symulowanych dalszych ciągach, tych samych dla każdej zrzutki (± błąd standardowy).
discard-col-discard = Zrzutka
discard-col-shanten = Odległość (shanten)
discard-col-improving = Kamienie poprawiające
discard-col-copies = Zostało kamieni
discard-col-win-chance = Szansa wygranej
discard-col-expected = Wynik
discard-col-note = Uwaga
discard-best = najlepsza
discard-your-choice = twój wybór
discard-played-mark = zagrana w grze
discard-equal = Do przyjęcia: twojej zrzutki ({ $tile }) nie da się odróżnić od najlepszej, { $best } ({ $ahead ->
        [yes] wynik o { $loss } wyższy
       *[no] { $loss }
    }).
discard-col-deal-in = Na cudzą wygraną
discard-col-loss = Wobec najlepszej
discard-equal-mark = równie dobra jak najlepsza
notice-my-drills-added = { $count ->
        [0] Brak nowych pozycji: są już w twoich ćwiczeniach.
        [one] { $count } pozycja dodana do twoich ćwiczeń.
        [few] { $count } pozycje dodane do twoich ćwiczeń.
       *[other] { $count } pozycji dodanych do twoich ćwiczeń.
    }
notice-my-drills-kept = Nie udało się odczytać zapisanych pozycji ćwiczeń ({ $error }): plik zachowano jako { $path }, a lista zaczyna się od nowa.
notice-my-drills-unmoved = Nie udało się odczytać zapisanych pozycji ćwiczeń ({ $error }) ani odłożyć pliku { $path }: zostaje bez zmian, a nowe pozycje są przechowywane do zamknięcia programu.
progress-rule-discard-missing-suit = Zrzucanie brakującego rodzaju
progress-rule-discard-ready = Zrzutka, po której ręka czeka
progress-rule-discard-one-away = Zrzutka o jeden kamień od czekania
progress-rule-discard-far = Zrzutka daleko od czekania
progress-rule-waits-two-sided = Znaleźć czekanie dwustronne
progress-rule-waits-closed = Znaleźć czekanie w środek
progress-rule-waits-edge = Znaleźć czekanie brzegowe
progress-rule-waits-pung = Znaleźć czekanie na jedną z dwóch par
progress-rule-waits-pair = Znaleźć czekanie na jeden kamień
progress-rule-waits-thirteen-sided = Znaleźć czekanie na trzynaście kamieni
progress-rule-waits-other = Znaleźć czekanie, którego zasady nie liczą
progress-rule-waits-only-waits = Wybierać tylko kamienie, które kończą rękę

## review panel
review-panel = Analiza
review-panel-hint = Każda decyzja jednego gracza oceniona przez doradcę; błędy zaznaczone na osi kroków
review-player = Czyje decyzje:
review-values = Oceny: wynik, szansa wygranej i zrzutki na cudzą wygraną
review-values-hint = Wolniej: ile jest wart każdy wybór do końca rozdania — co gracz dostanie minus co zapłaci, z zrzutkami na cudzą wygraną — z rozgrywek całego stołu, z błędem
review-start = Zacznij analizę
review-start-hint = Liczone w tle; stół pozostaje w tym czasie dostępny
review-progress = Decyzje: { $done } z { $total }
review-cancel = Przerwij analizę
review-other-running = Trwa inna analiza; uruchomienie tej ją przerwie.
review-error-stopped = Analiza urwała się bez odpowiedzi
review-summary = { $player } · decyzje: { $decisions } · zgodnie z doradcą: { $matched } ({ $percent }%) · utracono: { $loss }
review-no-decisions = Ten gracz nie ma decyzji do analizy.
review-hands-without = Rozdania zapisane tylko wynikami (nie ma czego analizować): { $hands }
review-results-only = To rozdanie zapisano tylko wynikami: nie ma decyzji do analizy.
review-no-decisions-hand = W tym rozdaniu gracz nie podjął decyzji.
review-not-a-decision = Na tym kroku decyzja nie należy do gracza { $player }: przejdź do zaznaczonego kroku albo wybierz błąd poniżej.
review-decision = Decyzja: { $player } ({ $seat }) · shanten { $shanten }
review-played = Zagrane: { $choice }
review-best = Najlepiej: { $choice }
review-loss = Utracono wobec najlepszego: { $loss } ± { $error } ({ $unit }; { $severity })
review-severity-none = bez błędu
review-severity-small = mały błąd
review-severity-medium = średni błąd
review-severity-big = duży błąd
review-choice-discard = zrzutka: { $tile }
review-choice-kong = kong: { $tile }
review-choice-chow = chow { $tile }
review-choice-win = wygrana
review-choice-pung = pung
review-choice-pass = pas
review-choice-kong-short = kong
review-choice-chow-short = chow
review-col-choice = Wybór
review-col-shanten = Shanten
review-col-improving = Kamienie
review-col-win = Wygrana
review-col-expected = Wynik
review-mark-best = najlepsze
review-mark-played = zagrane
review-col-deal-in = Ryzyko
review-equal-list = Równie dobre jak najlepsze (nie do odróżnienia): { $choices }
review-equal-played = Zagranego wyboru nie da się odróżnić od najlepszego: to nie błąd.
review-cand-equal = równie dobre jak najlepsze ({ $ahead ->
        [yes] wynik o { $loss } wyższy
       *[no] { $loss }
    } ± { $error })
review-cand-loss = traci { $loss } ± { $error }
review-mark-equal = = najlepsze
review-deal-in-hint = Szansa, że ten wybór skończy się zrzutką na cudzą wygraną (teraz lub później), i ile to średnio kosztuje
review-net-hint = Wynik reszty rozdania dla gracza, ± błąd standardowy
review-biggest-hand = Największe błędy rozdania { $hand }
review-biggest-game = Największe błędy gry
review-no-mistakes = Brak: każda decyzja była najlepsza lub bliska najlepszej.
review-mistake = Rozdanie { $hand }, krok { $step }: { $played }; najlepiej: { $best } (−{ $loss } ± { $error })
review-jump-hint = Przejdź do tej decyzji
review-add-one = Dodaj ten błąd do moich ćwiczeń
review-add-list = Dodaj je do moich ćwiczeń
review-add-hint = Pozycja stanie się pytaniem „Co byś zrzucił?” w twoich ćwiczeniach
review-add-list-hint = Błędne zrzuty spośród nich staną się pytaniami „Co byś zrzucił?” w twoich ćwiczeniach (te, gdzie najlepszy był też zrzut)
## Review of a record (h3)
review-error-no-player = w zapisie nie ma gracza { $name }; gracze zapisu: { $players }
review-error-not-seen-from = zapis jest z miejsca gracza { $seen_from }: można omówić tylko jego grę, nie grę gracza { $name }
review-error-no-hand = w zapisie nie ma rozdania { $hand }
review-error-cancelled = analizę przerwano
review-error-replay = { $text }
review-error-position = { $place }: doradca nie może odczytać tej pozycji: { $error }
position-text-notation = { $field }: { $error }
position-text-bad-meld = zestaw { $index } ('{ $text }'): zapisz go jako 'pung 5z', 'chow 3m', 'kong 5z', 'concealed kong 5z' lub 'added kong 5z', a wzięty ze zrzutki z 'from west'
position-text-too-many-tiles = --hand: { $found ->
        [one] { $found } kamień
        [few] { $found } kamienie
       *[other] { $found } kamieni
    }, a ręka ma najwyżej 14
position-text-bad-seat = --others, wpis { $index } ('{ $text }'): { $problem }
position-seat-no-seat = '{ $text }' to nie miejsce przy stole; zacznij od east, south, west lub north
position-seat-no-suit = '{ $text }' to nie rodzaj; napisz m, p lub s
position-seat-unknown-part = '{ $text }' to nie melds, discards, bonus, missing ani out
position-error-wrong-count = ukrytych kamieni jest { $found } przy zgłoszonych zestawach: { $melds }; decyzja wymaga { $expected }
position-error-fifth-copy = więcej niż cztery kamienie { $tile } w ręce, zestawach i widocznych kamieniach
position-error-not-in-set = kamienia { $tile } nie ma w komplecie tego systemu zasad
position-error-too-many-melds = więcej niż cztery zestawy ({ $n })
position-error-others-too-many-melds = gracz { $seat } ma więcej niż cztery zestawy ({ $n })
position-error-bad-meld = zestaw { $index }: od jego kamienia nie zaczyna się żaden Chow
position-error-own-discard = gracz nie może wziąć własnej zrzutki
position-error-no-kong-to-rob = gracz { $seat } nie ma dołożonego konga { $tile }: obrabować konga można tylko wtedy, gdy kamień dokłada się do punga
position-error-no-missing-suit = Syczuan wymaga rodzaju, który gracz zgłosił jako brakujący
position-error-replacement-without-kong = dodatkowy kamień po kongu, ale gracz nie ma konga
position-error-replacement-without-bonus = dodatkowy kamień po kamieniu bonusowym, ale gracz nie odłożył żadnego kamienia bonusowego
position-error-wall-too-long = w żywym murze zostało kamieni: { $wall }, a rozdanie według tych zasad zaczyna się od { $most }
position-error-bonus-not-in-play = { $seat }: kamień bonusowy { $tile } nie jest w grze według tych zasad
position-error-bonus-twice = kamień bonusowy { $tile } występuje na stole dwa razy
position-error-missing-outside-sichuan = { $seat }: brakujący rodzaj zgłasza się tylko w Syczuanie
position-error-out-outside-sichuan = { $seat } wyszedł z rozdania: grę po wygranej kontynuuje się tylko w Syczuanie
position-error-no-chow-claims = zestaw { $index }: w tym systemie zasad nie bierze się Chow
position-error-meld-of-missing-suit = zestaw { $index }: z rodzaju zgłoszonego jako brakujący, którego nigdy się nie bierze
review-cli-title = Analiza gry: { $player }, { $count ->
        [one] jedna decyzja
        [few] { $count } decyzje
       *[other] { $count } decyzji
    }
review-cli-decision = Rozdanie { $hand }, krok { $step } ({ $seat }): zagrano { $played }, najlepiej { $best }, { $ahead ->
        [yes] wynik o { $loss } wyższy niż przy najlepszym
       *[no] strata { $loss }
    } — { $severity }
review-cli-claim = Rozdanie { $hand }, krok { $step } ({ $seat }), zrzutka gracza { $from } — { $tile }: zagrano { $played }, najlepiej { $best }, { $ahead ->
        [yes] wynik o { $loss } wyższy niż przy najlepszym
       *[no] strata { $loss }
    } — { $severity }
review-cli-rob = Rozdanie { $hand }, krok { $step } ({ $seat }), gracz { $from } dokłada do konga — { $tile }: zagrano { $played }, najlepiej { $best }, { $ahead ->
        [yes] wynik o { $loss } wyższy niż przy najlepszym
       *[no] strata { $loss }
    } — { $severity }
review-cli-choice-none = nic
review-cli-severity-none = bez błędu
review-cli-severity-small = mały błąd
review-cli-severity-medium = średni błąd
review-cli-severity-big = duży błąd
review-cli-equal = równie dobre jak najlepsze (nie do odróżnienia)
review-cli-summary = Najlepszy wybór zagrano w { $matched } z { $decisions } decyzji ({ $rate } %); łączna strata { $loss }.
review-cli-unit-receipts = Strata to wynik utracony wobec najlepszego wyboru (± błąd standardowy, na tych samych rozgrywkach); błąd jest nazwany tylko wtedy, gdy strata pomniejszona o trzy błędy standardowe wciąż przekracza próg — nie jest więc szumem.
review-cli-unit-steps = Strata w krokach do czekania (analiza bez wartości): 1 to utracony krok, mniej to część utraconych kamieni poprawiających.
review-cli-biggest = Największe błędy:
review-cli-why-best = najlepszy ruch, { $choice }: { $reasons }
review-cli-why-played = zagrany ruch, { $choice }: { $reasons }
review-cli-biggest-hand = Największy błąd każdego rozdania:
review-cli-no-mistakes = Brak błędów.
review-cli-without = Rozdania bez decyzji (zapisane tylko wynikami): { $hands }
review-too-thin = Bez oceny: zapis jest tam za ubogi (miałeś kamień, którego zapis nie widział — twoje dobranie nie zapisane) — rozdanie · kroki: { $places }
review-cli-no-decisions = Nie ma czego analizować: w analizowanych rozdaniach nie ma decyzji gracza { $player } (rozdanie zapisane tylko wynikami nie ma decyzji).
## Advisor (tilewise advise)
cli-duel-head = Gra duplikatowa według zasad { $rules }: rozdań: { $hands }, ziarno { $seed }; każde rozdanie rozegrane dwa razy na tym samym murze (doradca na jednym miejscu, potem bot na tym miejscu).
cli-duel-side = { $who }: { $mean } ({ $unit }) na rozdanie; wygrane rozdania: { $win } %, zrzutka na cudzą wygraną: { $dealin } %
cli-duel-advisor = Doradca
cli-duel-bot = Bot symulatora
cli-duel-diff = Doradca minus bot: { $diff } ({ $unit }) na rozdanie, przedział 95 % [{ $lo }, { $hi }]
cli-duel-luck = To samo bez szczęścia w dobieraniu (waga { $weight }): { $diff } ({ $unit }) na rozdanie, przedział 95 % [{ $lo }, { $hi }]
cli-duel-luck-few = Szczęście w dobieraniu odejmuje się od { $deals } rozdań (mniej nie wystarcza, by dopasować jego wagę).
cli-duel-against = Doradca wobec wcześniejszej gry duplikatowej, parami na tych samych rozdaniach ({ $deals }, zmienionych: { $changed }): { $gain } ({ $unit }) na rozdanie, przedział 95 % [{ $lo }, { $hi }]
cli-duel-against-luck = Ten sam zysk bez szczęścia w dobieraniu (waga { $weight }): { $diff } ({ $unit }) na rozdanie, przedział 95 % [{ $lo }, { $hi }]
cli-duel-not-json = --against { $path }: to nie JSON gry duplikatowej: { $error }
cli-calibrate-head = { $rules }: rozdań: { $hands }, ziarno { $seed }, rozgrywek na decyzję: { $rollouts }
cli-calibrate-columns = grupa: decyzje · wygrana: prognoza, w grze, rozbieżność ± błąd · wynik: prognoza, w grze, |w grze|, rozbieżność ± błąd, udział rozbieżności
cli-calibrate-none = — (brak takich decyzji)
cli-calibrate-ready = czeka
cli-calibrate-one-away = krok od czekania
cli-calibrate-all = wszystkie
cli-calibrate-table-head = model wobec samego stołu (ukryte kamienie tam, gdzie były, losowana tylko kolejność muru):
cli-calibrate-table-columns = wybór: decyzje · wygrana: model, stół, rozbieżność ± błąd · wynik: model, stół, |stół|, rozbieżność ± błąd, udział rozbieżności
cli-calibrate-played = zagrany
cli-calibrate-deal-in-head = zagrany wybór i zrzutka na cudzą wygraną (wygrana: szansa zrzutki; wynik: ryzyko, ile kosztuje):
cli-calibrate-deal-in = zrzutka
cli-calibrate-deal-in-now = tym kamieniem od razu
cli-calibrate-passed-head = przepuszczona wygrana ze zrzutu lub z konga (wygrana: szansa po przepuszczeniu; wynik: ile przepuszczenie daje ponad wygraną):
cli-calibrate-every-win = każda wygrana
cli-calibrate-model-pass = przepuszczenie wg modelu
cli-calibrate-pass = rozdanie { $hand }, krok { $step }, { $player }: przepuszczenie daje { $model } ± { $model_error } (wygrana { $model_win }) w modelu i { $table } ± { $table_error } (wygrana { $table_win }) na samym stole
calibrate-error-seen-from = zapis zrobiono z miejsca gracza { $player }: kamieni pozostałych nie widać
calibrate-error-simulator = symulator nie zdołał rozegrać partii: { $text }
cli-simulate-players = --players: graczy musi być czterech, nie { $found }
cli-fmt-not-canonical = { $path }: nie w postaci kanonicznej ({ $kind })
cli-fmt-rewritten = { $path }: przepisany
cli-fmt-not-a-record = to nie zapis partii: { $error }
format-kind-hand = plik ręki
format-kind-game-record = zapis partii
format-kind-settlement = plik rozliczenia
format-kind-drill-set = zestaw ćwiczeń
format-error-unknown = Tilewise nie zna takiego pliku; czytany jako { $kind }: { $error }
duel-pairing-rules = wcześniejszą grę duplikatową rozegrano według zasad { $earlier }, tę według { $now }
duel-pairing-seed = ziarno wcześniejszej gry duplikatowej to { $earlier }, tej { $now }: ich rozdania są inne
duel-pairing-order = we wcześniejszej grze duplikatowej w miejscu rozdania { $expected } jest rozdanie { $found }
duel-pairing-bot = rozdanie { $deal }: bot miał tam { $earlier }, a teraz { $now } — mury albo boty są inne i rozdań nie da się porównać parami
duel-pairing-empty = wcześniejsza gra duplikatowa nie ma żadnego rozdania
cli-advise-head = { $rules }: shanten przed wyborem — { $shanten }
cli-advise-line = { $rank }. { $choice } — shanten { $shanten }, { $kinds ->
    [0] żaden kamień nie poprawia ręki
   *[other] zostało kamieni poprawiających: { $left } (rodzajów: { $kinds }): { $tiles }
}
cli-advise-line-win = { $rank }. { $choice } — ręka jest kompletna
cli-advise-value = wynik { $expected } ± { $error } ({ $unit }), szansa wygranej { $chance } %, zrzutka na cudzą wygraną { $deal_in } %, zagrożenie { $danger } (rozgrywek: { $samples })
cli-advise-value-exact = wynik { $expected } ({ $unit }), dokładnie (wygrana wzięta teraz płaci tyle samo w każdej rozgrywce)
cli-advise-best = Najlepszy wybór: { $choice }
cli-advise-loss = strata { $loss } ± { $error } ({ $unit }) wobec najlepszego wyboru
cli-advise-equal = nie do odróżnienia od najlepszego ({ $ahead ->
        [yes] wynik wyższy o
       *[no] strata
    } { $loss } ± { $error }, { $unit })
cli-advise-focus-absent = --focus: w tej pozycji nie ma wyboru „{ $choice }” (możliwe wybory: { $choices })
cli-advise-rollouts = rozgrywek w sumie: { $rollouts }, ziarno { $seed }
reason-more-improving = więcej kamieni poprawiających ({ $this } wobec { $other })
reason-fewer-improving = mniej kamieni poprawiających ({ $this } wobec { $best })
reason-closer = { $shanten ->
    [0] po tym ruchu ręka czeka
   *[other] ręka bliżej czekania (shanten { $shanten })
  }
reason-further = krok dalej od czekania (shanten { $shanten })
reason-dead-wait = martwe czekanie: nie został żaden wygrywający kamień
reason-keeps-pattern = zachowuje szansę na „{ $pattern }” ({ $unit }: { $value })
reason-seen = bezpieczniej: ten kamień widać już { $times } razy
reason-their-missing-suit = bezpiecznie wobec gracza { $seat }: rodzaj, którego mu brak
reason-wins-more-often = wygrywa częściej ({ $this } % wobec { $other } %)
reason-wins-less-often = wygrywa rzadziej ({ $this } % wobec { $other } %)
reason-deal-in = szansa zrzutki na cudzą wygraną { $chance } %
reason-deal-in-now = szansa zrzutki na cudzą wygraną { $chance } % (tym kamieniem od razu: { $now } %)
reason-wins-bring-more = wygrane średnio wyższe: { $this } wobec { $other } ({ $unit })
reason-wins-bring-less = wygrane średnio niższe: { $this } wobec { $other } ({ $unit })
reason-wins-now = wygrana teraz: { $amount } ({ $unit })
reason-waits-worth = wygrana daje: { $waits } ({ $unit })
reason-wait-discard = { $tiles } +{ $discard }
reason-wait-both = { $tiles } +{ $discard } ze zrzutki, +{ $self } z muru
reason-wait-self = { $tiles } +{ $self } tylko z muru
## The square table (replay viewer)
replays-table = Stół widziany z dolnego miejsca
## Tile sets from pictures (--tiles, View → Tiles)
tileset-picture-too-many-bytes = { $mib } MiB, więcej niż { $limit } MiB
tileset-picture-too-large = { $width } × { $height } pikseli, więcej niż { $limit } na bok
tileset-picture-not-a-picture = to nie obraz PNG, JPEG ani WebP
tileset-picture-damaged = uszkodzony: { $error }
tileset-picture-unreadable = nie da się odczytać: { $error }
tileset-notice-missing =
    { $count ->
        [one] brak obrazu dla { $tiles }: narysowano wbudowaną
        [few] brak obrazów dla { $count } kamieni ({ $tiles }): narysowano wbudowane
       *[other] brak obrazów dla { $count } kamieni ({ $tiles }): narysowano wbudowane
    }
tileset-notice-refused = { $file }: { $problem }; narysowano wbudowaną
tileset-notice-unknown = { $file }: żaden kamień nie ma tej nazwy; pominięto
tileset-notice-duplicate = { $file }: drugi obraz kamienia z { $kept }; pominięto
tileset-error-not-a-set = { $path }: to nie folder ani .zip z obrazami kamieni
tileset-error-unreadable = { $path }: nie da się odczytać: { $error }
tileset-error-zip = { $path }: nieczytelny zip: { $error }
tileset-error-unsafe-name = zip zawiera { $name }, ścieżkę poza swoim folderem: odrzucono
tileset-error-zip-lies = { $name } w zipie rozpakowuje się do większego rozmiaru, niż deklaruje: odrzucono
tileset-error-scattered = obrazy w zipie leżą w kilku folderach ({ $folders }): umieść je w jednym
tileset-error-too-big = zestaw zawiera ponad { $limit } MiB: odrzucono
tileset-error-too-many-files = zestaw zawiera ponad { $limit } plików: odrzucono
tileset-error-manifest = plik tileset.ron: { $error }
tileset-error-aspect = tileset.ron: proporcja { $aspect } nie mieści się między { $min } a { $max }
tileset-error-nothing-usable = { $path }: brak użytecznego obrazu kamienia (nazwy 1m … 7z, F1 … A4, back; PNG, JPEG lub WebP)

## Zestawy kamieni na ekranie: Widok → Kamienie, podgląd, powiadomienia.
settings-tiles = Kamienie
tiles-built-in = Wbudowane kamienie
tiles-ivory = Kremowe (zestaw dołączony)
tiles-ivory-hint = Nasz własny zestaw obrazków: kremowe lica, bambusowy rewers.
tiles-open-folder = Otwórz folder zestawu kamieni…
tiles-open-zip = Otwórz zestaw kamieni (.zip)…
tiles-loading = Wczytywanie kamieni…
tiles-preview-title = Zestaw kamieni: { $name }
tiles-author = Autor: { $author }
tiles-licence = Licencja: { $licence }
tiles-origin = Skąd: { $path }
tiles-bundled = wbudowany w Tilewise
tiles-ivory-author = autorzy Tilewise (narysowany grafiką samej aplikacji, examples/ivory_set.rs)
tiles-ivory-licence = MIT lub Apache-2.0
tiles-complete = Każdy kamień ma obrazek.
tiles-use = Użyj tego zestawu
tiles-cancel = Anuluj
file-filter-tile-folder = Folder z obrazkami kamieni
file-filter-tile-zip = Archiwum zip z obrazkami kamieni
notice-tileset-failed = Tego zestawu kamieni nie można użyć: { $error }. Kamienie pozostały bez zmian.
notice-tileset-gone = Nie można wczytać zestawu kamieni wybranego ostatnio: { $error }. Do czasu jego powrotu lub wyboru innego zestawu w menu „Widok” rysowane są kamienie wbudowane.
notice-tileset-notice = Zestaw kamieni „{ $name }”: { $notice }.

## Club seasons: standings, seating, the season file's errors.
season-heading = { $name } — { $system }: rozegrano { $played } z { $nights ->
        [one] { $nights } wieczoru
       *[other] { $nights } wieczorów
    }
season-scoring-raw = Punkty: bilans każdego stołu w { $unit }
season-scoring-places = Punkty za miejsce przy stole: { $points } (gracze z równym wynikiem dzielą punkty swoich miejsc)
season-scoring-uma = Punkty: bilans × { $per_point } plus uma { $uma } za miejsce (gracze z równym wynikiem ją dzielą)
season-scoring-best = Liczą się tylko { $best ->
        [one] najlepszy wieczór
        [few] { $best } najlepsze wieczory
       *[other] { $best } najlepszych wieczorów
    } każdego gracza
season-scoring-min = Klasyfikowany po { $min ->
        [one] { $min } rozegranym wieczorze
       *[other] { $min } rozegranych wieczorach
    }
season-scoring-subs-count = Wynik zastępcy liczy się graczowi, za którego grał
season-scoring-subs-not = Wynik zastępcy nie liczy się nikomu
season-tie-breaks = Przy równych wynikach decyduje: { $chain }
season-tb-points = punkty
season-tb-score = wynik
season-tb-places = 1., 2., 3. miejsca
season-tb-best-game = najlepsza gra
season-tb-rating = ranking
season-tb-name = nazwisko
season-col-rank = #
season-col-player = Gracz
season-col-points = Punkty
season-col-score = Wynik
season-col-nights = Wieczory
season-col-places = 1-2-3-4
season-col-best-game = Najlepsza gra
season-col-rating = Ranking
season-guest = gość
season-unranked = – bez miejsca: mniej niż { $min ->
        [one] { $min } rozegrany wieczór
        [few] { $min } rozegrane wieczory
       *[other] { $min } rozegranych wieczorów
    }
season-penalties = Kary
season-penalty = { $player } { $points }{ $night ->
        [0] {""}
       *[other] {" "}(wieczór { $night })
    }: { $reason }
season-problems = Nieliczone albo do sprawdzenia
season-table-unreadable = Wieczór { $night }, stół { $table }: { $error } — poza klasyfikacją
season-table-parse = Wieczór { $night }, stół { $table }: { $path }: { $error } — poza klasyfikacją
season-table-replay = Wieczór { $night }, stół { $table }: { $error } — poza klasyfikacją do czasu poprawienia
season-table-rules = Wieczór { $night }, stół { $table }: zapis gra według { $found }, sezon według { $season } — poza klasyfikacją
season-table-twice = Wieczór { $night }, stół { $table }: { $name } gra już przy stole { $first } — poza klasyfikacją
season-problem-guest = Wieczór { $night }, stół { $table }: „{ $name }” nie jest graczem sezonu i liczy się jako gość
season-problem-guest-like = Wieczór { $night }, stół { $table }: „{ $name }” nie jest graczem sezonu; czy to { $like }? Połącz nazwiska, by stół liczył się graczowi { $like }
season-substitute-for = Wieczór { $night }: zastępca { $name } gra za „{ $player }”, który nie jest graczem sezonu
season-seat-heading = Wieczór { $night }: { $method }, ziarno { $seed }
season-method-random = losowo
season-method-swiss = system szwajcarski (według klasyfikacji)
season-method-fewest-repeats = najmniej powtórzonych spotkań
season-seat-table = Stół { $table }: { $seats }
season-seat-sit-out = Pauzują: { $names }
season-seat-cost = Powtórzone spotkania: { $repeats } (z ostatniego wieczoru: { $back }); nierówność wiatrów { $imbalance }; { $tries ->
        [one] { $tries } losowanie
        [few] { $tries } losowania
       *[other] { $tries } losowań
    }
season-seat-too-few = { $found ->
        [one] { $found } gracz
        [few] { $found } graczy
       *[other] { $found } graczy
    }: do stołu trzeba czterech
season-seat-twice = { $name } jest podany dwa razy
season-seat-empty-name = Nazwisko gracza jest puste
season-error-newer = Plik sezonu ma wersję { $found }; ta wersja Tilewise czyta do wersji { $known }
season-invalid-empty-name = Gracz { $index }: nazwisko jest puste
season-invalid-twice-player = Gracz „{ $name }” jest na liście dwa razy
season-invalid-not-finite = { $field }: { $value } to nie liczba
season-invalid-no-best-nights = best_nights: 0 nie liczyłoby żadnego wieczoru
season-invalid-twice-tie-break = tie_breaks: „{ $key }” jest podane dwa razy
season-invalid-seated-twice = Wieczór { $night }, stół { $table }: { $name } siedzi dwa razy
season-invalid-seated-empty = Wieczór { $night }, stół { $table }: miejsce bez nazwiska
season-invalid-penalty-player = Kara { $index }: „{ $player }” nie jest graczem sezonu
season-invalid-penalty-night = Kara { $index }: wieczoru { $night } nie ma w sezonie (wieczorów: { $nights })
season-merge-no-player = „{ $name }” nie jest graczem sezonu
season-merge-same = „{ $name }” to już ten gracz
season-merged = „{ $name }” liczy się teraz jako { $player }
season-new-exists = { $path }: taki plik już jest; nowy sezon nie jest zapisywany w jego miejsce
season-added = Dodano { $tables ->
        [one] { $tables } stół
        [few] { $tables } stoły
       *[other] { $tables } stołów
    } do wieczoru { $night }
season-standings = Klasyfikacja
season-plot = Punkty sezonu po każdym wieczorze
season-axis-night = Wieczór
season-per-night = Punkty wieczór po wieczorze
season-subheading = { $system }: rozegrano { $played } z { $nights ->
        [one] { $nights } wieczoru
       *[other] { $nights } wieczorów
    }
season-written = Zapisano arkusz sezonu: { $path }
nav-season = Sezon
file-filter-season = Plik sezonu
file-filter-html = Strona WWW
season-none = Żaden sezon nie jest otwarty. Otwórz plik sezonu, utwórz nowy albo obejrzyj przykład: osiem piątkowych wieczorów klubu Zung Jung.
season-new = Nowy sezon…
season-open = Otwórz…
season-open-example = Otwórz przykład
season-example = Przykładowy sezon
season-open-failed = Nie można otworzyć { $path } jako sezonu: { $error }
season-rank-stopped = Nie udało się odczytać stołów sezonu (błąd w Tilewise); sezon jest pokazany bez klasyfikacji.
season-untitled = Sezon bez nazwy
season-table-refused = { $path } nie jest zapisem gry: { $error }
season-example-read-only = Przykład jest tylko do odczytu: zapisz jego kopię, aby go zmieniać.
season-table-added = Dodano jako wieczór { $night }, stół { $table }
season-seating-added = Rozsadzenie zapisano w sezonie jako wieczór { $night }; dodaj zapis każdego stołu, gdy zostanie rozegrany.
season-copy-elsewhere = Kopia trafia do folderu sezonu, w którym są pliki jego stołów.
season-exported = Zapisano: { $path }
season-add-table = Dodaj stół…
season-add-table-hint = Zapis gry (same wyniki albo ruch po ruchu): wypełnia rozsadzony stół tych samych graczy, inaczej otwiera nowy wieczór.
season-save-copy = Zapisz kopię…
season-print = Drukuj arkusz sezonu…
season-web-page = Strona WWW…
season-web-page-hint = Jeden plik HTML z klasyfikacją i wykresem, na stronę klubu.
season-new-title = Nowy sezon
season-new-name = Nazwa
season-new-name-hint = np. Klub piątkowy, wiosna 2027
season-new-system = Zasady
season-new-players = Gracze
season-new-players-hint = nazwiska po przecinku (kolejni dochodzą, gdy zagrają)
season-create = Utwórz…
season-cancel = Anuluj
season-reading = Odczyt i sprawdzanie stołów…
season-unranked-short = – bez miejsca: rozegrano mniej wieczorów, niż wymaga sezon
season-merge-into = Licz jako { $player }
season-seat-title = Rozsadź następny wieczór
season-seat-who = Kto jest dziś:
season-seat-method = Stoły według
season-seat-seed = Ziarno
season-seat = Rozsadź
season-seat-add = Dodaj ten wieczór do sezonu
recorder-add-to-season = Dodaj do sezonu
recorder-add-to-season-hint = Dodaje tę grę do sezonu otwartego na ekranie Sezon, jako stół jego następnego wieczoru.
season-seated-night = Wieczór { $night }, rozsadzenie
season-none-open = Żaden sezon nie jest otwarty: otwórz go albo utwórz nowy, potem dodaj grę ponownie.
