# Tilewise — русский интерфейс (Fluent).
nav-calculator = Калькулятор
nav-drill = Тренировка
nav-rules = Правила
nav-help = Справка
theme-system = Системная
theme-light = Светлая
theme-dark = Тёмная
settings-language = Язык
settings-corner-index = Индекс в углу
help-title = Справка
help-close = Закрыть справку
help-calculator = Калькулятор: щёлкайте по костям в палитре, чтобы собрать руку; последняя добавленная кость — победная (щелчок по кости в руке делает её победной, правый щелчок убирает). Выберите вид сета, затем кость, чтобы объявить сет.
help-notation = Нотация: 123m — иероглифы, 456p — точки, 789s — бамбук, 1z–7z — Восток, Юг, Запад, Север, белый, зелёный, красный драконы, F1–F4 — цветы, S1–S4 — сезоны, A1–A4 — животные; [777z] — открытый сет, (1111s) — закрытый конг. Последняя закрытая кость — победная.
help-files = Открывайте и сохраняйте файлы рук (.ron) кнопками или перетащите файл в окно.
calc-palette = Кости
calc-palette-hint = щёлкните, чтобы добавить
calc-add = Добавить
calc-declare = Следующий щелчок объявит:
calc-meld-none = одну кость
calc-meld-chow = чоу
calc-meld-pung = панг
calc-meld-kong = открытый конг
calc-meld-concealed-kong = закрытый конг
calc-hand = Рука
calc-hand-hint = Победная кость стоит отдельно. Щелчок по кости делает её победной; правый щелчок убирает.
calc-hand-tile = Кость руки
calc-hand-tile-hint = Щелчок: сделать победной. Правый щелчок: убрать.
calc-winning-tile = Победная кость (правый щелчок убирает)
calc-choose-winning-tile = выберите победную кость
calc-meld-hint = Двойной или правый щелчок убирает
calc-hand-empty = Костей пока нет: щёлкайте по палитре или введите нотацию.
calc-notation = Нотация
calc-notation-hint = например, 11122233m11p 3m [777z] F1
calc-notation-error = Нотация
calc-invalid = Это ещё не рука
calc-clear = Очистить
calc-open = Открыть…
calc-save = Сохранить…
calc-saved = Сохранено
calc-drop-hint = или перетащите сюда файл .ron
file-filter-hand = Рука Tilewise
file-filter-set = Набор упражнений Tilewise
calc-situation = Как выиграна
calc-won = Выигрыш
win-discard = со сноса
win-self-draw = со стены
win-kong-replacement = на замене после конга
win-robbing-kong = ограблением конга
calc-seat = Место
calc-round = Раунд
wind-east = Восток
wind-south = Юг
wind-west = Запад
wind-north = Север
calc-flags = Обстоятельства
flag-final-draw = последняя кость стены
flag-final-discard = последний снос
flag-heaven = небо (раздача Востока)
flag-earth = земля (первый круг)
flag-bonus-replacement = на замене бонусной кости
flag-kong-on-kong = конг на конге
calc-empty = Соберите выигрышную руку, чтобы увидеть её стоимость во всех системах.
system-zung-jung = Zung Jung
system-hk-old-style = Гонконг, старый стиль
system-hk-new-style = Гонконг, новый стиль
system-singapore = Сингапур
system-sichuan = Сычуань
unit-points = очков
unit-fan = фан
unit-tai = тай
unit-units = ед. ставки
amount-points =
    { $n ->
        [one] { $n } очко
        [few] { $n } очка
       *[other] { $n } очков
    }
amount-fan = { $n } { $n ->
        [one] фан
        [few] фана
       *[other] фанов
    }
amount-tai = { $n } { $n ->
        [one] тай
        [few] тая
       *[other] таев
    }
interpretation = толкование
sheet-not-counted = Не засчитано
sheet-payments = Выплаты
sheet-another-player = другой игрок
sheet-other-readings = Другие разборы
why-only = другого разбора у этих костей нет
why-tie = все разборы этих костей ({ $n }) стоят { $total }; показан первый
why-best = свобода разбора: победитель выбирает самый дорогой разбор, { $total } против { $others }
excluded-series = та же серия, что { $by }: из серии считается только старшая
excluded-limit = { $by } — лимитная комбинация (установленный лимит) и считается одна
pay-zj-self-draw = со стены: каждый из троих платит стоимость { $value }
pay-zj-below-25 = со сноса, рука дешевле 25: все платят стоимость { $value }
pay-zj-discarder = со сноса, рука от 25: сносивший платит 3 × { $value } − 50 = { $amount }
pay-zj-other = со сноса, рука от 25: остальные платят стандартные 25
pay-zj-universal = универсальная схема: все платят стоимость { $value }
pay-zj-immunity-nobody = иммунитет круга: победитель сам снёс эту кость в этом круге, никто не виноват: все платят стоимость { $value }
pay-zj-immunity-liable = иммунитет круга: { $first } первым снёс эту кость в этом круге и платит 3 × { $value } − 50 = { $amount } вместо сносившего
pay-zj-immunity-other = иммунитет круга: виноват { $first }; остальные платят стандартные 25
pay-hk-discarder = со сноса: сносивший платит полную сумму за { $fan } { $fan ->
        [one] фан
        [few] фана
       *[other] фанов
    }, { $unit }
pay-hk-other = со сноса: остальные платят половину суммы за { $fan } { $fan ->
        [one] фан
        [few] фана
       *[other] фанов
    }, { $half }
pay-hk-self-draw = со стены: каждый платит полную сумму за { $fan } { $fan ->
        [one] фан
        [few] фана
       *[other] фанов
    }, { $unit }
pay-liable = ответственность ({ $rule }): платит за всех, { $amount }
pay-covered = не платит: по правилу «{ $rule }» эту долю платит другой игрок
pay-sg-discarder = со сноса: сносивший платит 2 единицы по { $unit } ({ $tai } { $tai ->
        [one] тай
        [few] тая
       *[other] таев
    })
pay-sg-other = со сноса: 1 единица, { $unit } ({ $tai } { $tai ->
        [one] тай
        [few] тая
       *[other] таев
    })
pay-sg-self-draw = со стены: 2 единицы по { $unit } ({ $tai } { $tai ->
        [one] тай
        [few] тая
       *[other] таев
    }) и доплата { $extra }
pay-sg-special = особая рука: все платят двойной лимит, 2 × { $unit }
pay-sg-shooter = «стрелок платит»: сносивший платит весь выигрыш, { $amount }
pay-sg-shooter-covered = не платит: при «стрелок платит» всё платит сносивший
pay-sg-kong = мгновенная выплата за открытый конг ({ $tile })
pay-sg-concealed-kong = мгновенная выплата за закрытый конг ({ $tile })
pay-sg-fresh-kong = мгновенная выплата за конг из свежей кости: её сносивший платит за всех
pay-sg-bite = мгновенная выплата за укус: { $first } и { $second }
pay-sg-bite-dealt = мгновенная выплата за укус из раздачи, вдвойне: { $first } и { $second }
pay-sg-four-animals = мгновенная выплата за всех четырёх животных
pay-sg-flower-set = мгновенная выплата за полный набор цветов или сезонов, как за закрытый конг
pay-sg-instant-covered = не платит: эту мгновенную выплату за всех платит { $by }
pay-sc-discard = со сноса: сносивший платит стоимость { $fan } { $fan ->
        [one] фан
        [few] фана
       *[other] фанов
    }, { $value }
pay-sc-self-draw = со стены: каждый оставшийся платит стоимость { $fan } { $fan ->
        [one] фан
        [few] фана
       *[other] фанов
    } + 1 = { $value } + 1 = { $amount }
liability-hk-liability-nine-tiles = девять костей
liability-hk-liability-nine-tiles-fourth-set = девять костей, четвёртый сет
liability-hk-liability-five-tiles = пять костей
liability-hk-liability-fourth-wind = четвёртый ветер
liability-hk-liability-third-dragon = третий дракон
liability-hk-liability-terminal-pungs = терминальные панги
liability-hk-liability-honour-pungs = благородные панги
liability-sg-pao-dragons = драконы
liability-sg-pao-winds = ветры
liability-sg-pao-point-limit = лимит очков
liability-sg-pao-full-flush = чистая масть
liability-sg-pao-all-honours = все благородные
liability-sg-pao-pure-terminals = все терминальные
liability-sg-pao-pure-green = всё зелёное
liability-sg-pao-eighteen-arhats = восемнадцать архатов
liability-sg-pao-fresh-tile-mahjong = маджонг на свежей кости
nav-replays = Записи
help-replays = Записи: откройте запись партии (или перетащите её в окно, или выберите образец); Влево / Вправо — шаг, Home / End, пробел — воспроизведение, N / P — к следующему / предыдущему выигрышу, конгу или выплате.
replays-games = Партии
file-filter-game = Запись партии
replays-drop-hint = или перетащите запись партии (.ron) в окно
replays-samples = Образцы
replays-recent = Недавние
replays-empty = Откройте запись партии или выберите образец.
replays-position = Раздача { $hand } из { $hands } · шаг { $step } из { $steps }
replays-wall = Стена: { $left }
replays-show = Показать:
replays-all-open = все руки
replays-deal = Раздача
replays-dealer = дилер
replays-won = выиграл
replays-discards = снос:
replays-start = В начало
replays-previous-event = Предыдущее событие
replays-back = Назад
replays-forward = Вперёд
replays-next-event = Следующее событие
replays-end = В конец
replays-play = Играть
replays-pause = Пауза
replays-speed = шагов в секунду
replays-ledger = Расчёты
replays-nobody = никому
replays-entry = раздача { $hand }: { $from } платит { $amount } игроку { $to }
event-draw = { $seat } берёт: { $tile }
event-discard = { $seat } сносит: { $tile }
event-chow = { $seat } объявляет чоу { $tile }
event-pung = { $seat } объявляет панг
event-exposed-kong = { $seat } объявляет конг
event-concealed-kong = { $seat } объявляет закрытый конг: { $tile }
event-added-kong = { $seat } добавляет к пангу: { $tile }
event-bonus = { $seat } откладывает: { $tile }
event-missing-suit = { $seat } объявляет отсутствующей масть: { $tile }
event-win = { $seat } выигрывает
event-wins = { $seats } выигрывают на одном сносе
event-shown = { $seat } открывает кости: { $tile }
event-wall-exhausted = Стена закончилась
event-penalty = { $seat } платит штраф { $amount }: { $reason }
event-note = Заметка: { $text }
event-question-discard = Вопрос: что бы вы снесли?
event-question-score = Вопрос: посчитайте этот выигрыш
drill-title = Посчитайте руку
drill-tally = Верно { $right } из { $asked }
drill-start = Начать
drill-question = Ваш итог ({ $unit }):
drill-check = Проверить
drill-next = Следующая рука
drill-right = Верно!
drill-wrong = Не совсем: рука стоит { $amount }.
drill-missing-suit = Отсутствующая масть: { $suit }
suit-characters = иероглифы
suit-dots = точки
suit-bamboo = бамбук
drill-full-sheet = Полный лист подсчёта
rules-title = Правила
rules-payments = Выплаты
rules-options = Настройки
rules-limit = лимит
rules-example-scores = Этот пример стоит { $amount }.
rules-no-example = Нет примера.
rules-summary-zung-jung = Zung Jung (Алан Кван). Стоимость руки — сумма комбинаций, по одной из серии (старшая); ценный благородный панг считается за каждый сет. Рука без комбинаций стоит 1. Сумма ограничена 320; комбинация дороже 320 (400 или 480) считается одна. Свобода разбора: победитель выбирает самый дорогой разбор.
rules-summary-hk-old-style = Гонконг, старый стиль (клубные правила). Фаны всех комбинаций складываются; панги и конги сами по себе ничего не дают. Лимитные руки, а при лимите и 10 фанов и больше, платятся по лимиту.
rules-summary-hk-new-style = Гонконг, новый стиль: таблица старого стиля плюс комбинации нового.
rules-summary-singapore = Сингапурский маджонг: таи складываются до согласованного лимита (по умолчанию 5); для выигрыша нужен 1 тай. Животные и цветы места дают очки; лимитные руки стоят лимит.
rules-summary-sichuan = Сычуаньская «кровавая битва»: 108 костей, без благородных; каждый объявляет отсутствующую масть. Фаны удваивают базу 1, с лимитом 8 (3–4 фана) и 16 (5 и больше). После выигрыша игра продолжается, пока не выиграют трое или не кончится стена.
rules-payments-zung-jung = Победитель получает 3 × стоимость. Со стены: каждый платит стоимость. Со сноса: меньше 25 — каждый платит стоимость; от 25 остальные платят по 25, сносивший — остальное (3 × стоимость − 50). Универсальная схема: все платят стоимость.
rules-payments-hk-old-style = Таблица с лимитом: 0 фанов — 2, 1 — 4, 2 — 8, 3 — 16, 4–6 — 32 (лаак 1), 7–9 — 64 (лаак 2), 10+ — 128 (лаак 3). Со сноса сносивший платит эту сумму, остальные половину; со стены платят все. Без лимита удвоение продолжается: 2^(фан+1). Ответственность: девять костей, пять костей, четвёртый ветер, третий дракон, терминальные и благородные панги.
rules-payments-hk-new-style = Как в старом стиле.
rules-payments-singapore = единица = 2^(тай−1). Со сноса: сносивший платит 2 единицы, остальные 1. Со стены: все платят по 2. Особые руки: все платят двойной лимит. «Стрелок платит» (настройка): сносивший платит всё. Мгновенные выплаты за конги, укусы, четырёх животных и наборы цветов; пао за драконов, ветры, лимит очков, масти, свежие кости.
rules-payments-sichuan = Со сноса сносивший платит стоимость; со стены каждый оставшийся в игре платит стоимость + 1. Конги: открытый — 2 со сносившего, дополненный — 1 и закрытый — 2 с каждого оставшегося. В конце стены «поросёнок» платит 16 никому, а игрок без ожидания платит каждому ожидающему его наибольший возможный выигрыш.

# Pattern names: Zung Jung (seed 000), Singapore (seed 003), Sichuan (seed 002).
pattern-zj-chicken = Цыплячья рука
pattern-zj-1-1 = Все чоу
pattern-zj-1-2 = Закрытая рука
pattern-zj-1-3 = Все простые
pattern-zj-2-1-1 = Смешанная масть
pattern-zj-2-1-2 = Чистая масть
pattern-zj-2-2 = Девять врат
pattern-zj-3-1 = Ценный благородный панг
pattern-zj-3-2-1 = Малые три дракона
pattern-zj-3-2-2 = Большие три дракона
pattern-zj-3-3-1 = Малые три ветра
pattern-zj-3-3-2 = Большие три ветра
pattern-zj-3-3-3 = Малые четыре ветра
pattern-zj-3-3-4 = Большие четыре ветра
pattern-zj-3-4 = Все благородные
pattern-zj-4-1 = Все панги
pattern-zj-4-2-1 = Два закрытых панга
pattern-zj-4-2-2 = Три закрытых панга
pattern-zj-4-2-3 = Четыре закрытых панга
pattern-zj-4-3-1 = Один конг
pattern-zj-4-3-2 = Два конга
pattern-zj-4-3-3 = Три конга
pattern-zj-4-3-4 = Четыре конга
pattern-zj-5-1-1 = Два идентичных чоу
pattern-zj-5-1-2 = Два идентичных чоу дважды
pattern-zj-5-1-3 = Три идентичных чоу
pattern-zj-5-1-4 = Четыре идентичных чоу
pattern-zj-6-1 = Три одинаковых чоу
pattern-zj-6-2-1 = Малые три одинаковых панга
pattern-zj-6-2-2 = Три одинаковых панга
pattern-zj-7-1 = Чистый ряд
pattern-zj-7-2-1 = Три последовательных панга
pattern-zj-7-2-2 = Четыре последовательных панга
pattern-zj-8-1-1 = Смешанные малые терминальные кости
pattern-zj-8-1-2 = Чистые малые терминальные кости
pattern-zj-8-1-3 = Смешанные большие терминальные кости
pattern-zj-8-1-4 = Чистые большие терминальные кости
pattern-zj-9-1-1 = Последняя кость со стены
pattern-zj-9-1-2 = Последний снос
pattern-zj-9-2 = Выигрыш на конге
pattern-zj-9-3 = Ограбление конга
pattern-zj-9-4-1 = Небесное благословение
pattern-zj-9-4-2 = Земное благословение
pattern-zj-10-1 = Тринадцать сирот
pattern-zj-10-2 = Семь пар
pattern-zj-11-1-1 = Неподходящий цветок/сезон
pattern-zj-11-1-2 = Цветок/сезон места
pattern-zj-11-2-1 = Четыре Цветка
pattern-zj-11-2-2 = Четыре Сезона
pattern-sg-chicken = Цыплячья рука
pattern-sg-dragon = Панг драконов
pattern-sg-seat-wind = Панг ветра места
pattern-sg-round-wind = Панг ветра раунда
pattern-sg-animal = Кость с животным
pattern-sg-all-animals = Все четыре животных
pattern-sg-seat-flower = Цветок места
pattern-sg-flower-set = Букет
pattern-sg-all-pungs = Все панги
pattern-sg-half-flush = Смешанная масть
pattern-sg-full-flush = Чистая масть
pattern-sg-ping-hu = Пин-ху
pattern-sg-small-ping-hu = Малое пин-ху
pattern-sg-mixed-terminals = Смешанные большие терминальные кости
pattern-sg-small-dragons = Малые три дракона
pattern-sg-big-dragons = Большие три дракона
pattern-sg-small-winds = Малые четыре ветра
pattern-sg-flower-win = Выигрыш на замене цветка
pattern-sg-flower-on-flower = Цветок на цветке
pattern-sg-kong-win = Выигрыш на конге
pattern-sg-kong-on-kong = Конг на конге
pattern-sg-rob-kong = Ограбление конга
pattern-sg-last-tile = Последняя кость со стены
pattern-sg-concealed-self-draw = Закрытая рука со стены
pattern-sg-pure-green = Всё зелёное
pattern-sg-hidden-treasure = Скрытое сокровище
pattern-sg-pure-terminals = Все терминальные
pattern-sg-all-honours = Все благородные
pattern-sg-nine-gates = Девять врат
pattern-sg-big-winds = Большие четыре ветра
pattern-sg-thirteen-wonders = Тринадцать сирот
pattern-sg-eighteen-arhats = Восемнадцать архатов
pattern-sg-heavenly = Небесное благословение
pattern-sg-earthly = Земное благословение
pattern-sg-humanly = Рука человека
pattern-sg-hua-hu = Все бонусные кости
pattern-sg-declared-dragons = Объявленные три дракона
pattern-sg-declared-winds = Объявленные четыре ветра
pattern-sc-base = Базовая рука
pattern-sc-root = Четвёрка
pattern-sc-all-pungs = Все панги
pattern-sc-golden-wait = Золотое ожидание
pattern-sc-pure-suit = Полное изобилие
pattern-sc-seven-pairs = Семь пар
pattern-sc-kong-draw = Выигрыш после конга
pattern-sc-kong-shot = Наброс после конга
pattern-sc-rob-kong = Ограбление конга
pattern-sc-sea-bottom = Морское дно

# Pattern definitions
rule-zj-chicken = выигрышная рука без единой комбинации стоит 1 очко
rule-zj-1-1 = четыре чоу; пара и ожидание любые; открытые руки допускаются
rule-zj-1-2 = регулярная рука без открытых сетов до выигрыша (закрытые конги допускаются; победная кость может быть со сноса)
rule-zj-1-3 = только кости мастей от 2 до 8 (в том числе в «Семи парах»)
rule-zj-2-1-1 = кости одной масти плюс благородные кости
rule-zj-2-1-2 = кости только одной масти
rule-zj-2-2 = закрытые три единицы, по одной кости от двойки до восьмёрки и три девятки одной масти до выигрыша (1-1-1-2-3-4-5-6-7-8-9-9-9), выигрыш любой костью этой масти
rule-zj-3-1 = 10 за каждый панг или конг дракона или ветра места
rule-zj-3-2-1 = два панга или конга драконов и пара драконов
rule-zj-3-2-2 = три панга или конга драконов
rule-zj-3-3-1 = два панга или конга ветров и пара ветров
rule-zj-3-3-2 = три панга или конга ветров
rule-zj-3-3-3 = три панга или конга ветров и пара ветров
rule-zj-3-3-4 = четыре панга или конга ветров
rule-zj-3-4 = только благородные кости (регулярная рука или «Семь пар»)
rule-zj-4-1 = четыре панга или конга
rule-zj-4-2-1 = два закрытых панга или конга (панг, завершённый победным сносом, считается открытым)
rule-zj-4-2-2 = три закрытых панга или конга
rule-zj-4-2-3 = четыре закрытых панга или конга
rule-zj-4-3-1 = конг любого вида
rule-zj-4-3-2 = два конга
rule-zj-4-3-3 = три конга
rule-zj-4-3-4 = четыре конга
rule-zj-5-1-1 = два идентичных чоу (одна масть, одни и те же номера)
rule-zj-5-1-2 = две группы по два идентичных чоу (масти могут различаться)
rule-zj-5-1-3 = три идентичных чоу
rule-zj-5-1-4 = четыре идентичных чоу (480 или, по настройке, 400)
rule-zj-6-1 = чоу одних и тех же номеров во всех трёх мастях
rule-zj-6-2-1 = панги или конги одного номера в двух мастях и пара того же номера в третьей
rule-zj-6-2-2 = панги или конги одного номера во всех трёх мастях
rule-zj-7-1 = чоу 123, 456 и 789 одной масти
rule-zj-7-2-1 = панги или конги трёх последовательных номеров одной масти
rule-zj-7-2-2 = панги или конги четырёх последовательных номеров одной масти
rule-zj-8-1-1 = каждый сет и пара содержат терминальную или благородную кость (есть и терминальные, и благородные)
rule-zj-8-1-2 = каждый сет и пара содержат терминальную кость; благородных нет
rule-zj-8-1-3 = «Все панги» или «Семь пар» только из терминальных и благородных костей (есть и те, и другие; никогда вместе с «Тринадцатью сиротами»)
rule-zj-8-1-4 = «Все панги» или «Семь пар» только из терминальных костей
rule-zj-9-1-1 = выигрыш со стены последней костью живой стены
rule-zj-9-1-2 = выигрыш на сносе, следующем за последней костью стены
rule-zj-9-2 = выигрыш со стены замещающей костью после конга
rule-zj-9-3 = выигрыш костью, добавляемой к открытому пангу
rule-zj-9-4-1 = Восток выигрывает 14 костями раздачи
rule-zj-9-4-2 = игрок, не являющийся Востоком, выигрывает на первом сносе Востока
rule-zj-10-1 = по одной каждой терминальной и благородной кости плюс пара к одной из них
rule-zj-10-2 = семь пар; четыре одинаковые кости считаются двумя парами, если не объявлены конгом (включает закрытость руки)
rule-zj-11-1-1 = 2 за каждый цветок или сезон, номер которого не соответствует месту игрока
rule-zj-11-1-2 = 4 за каждый цветок или сезон, номер которого соответствует месту игрока
rule-zj-11-2-1 = все четыре цветка
rule-zj-11-2-2 = все четыре сезона
rule-hk-os-chicken = смешанные чоу и панги и ничего больше: 0 фанов
rule-hk-os-all-chows = четыре чоу
rule-hk-os-concealed = нет открытых сетов (закрытые конги допускаются; «Семь пар» тоже); последняя кость может быть со сноса
rule-hk-os-self-draw = победная кость взята со стены
rule-hk-os-last-tile = победная кость — последняя кость живой стены
rule-hk-os-replacement = победная кость взята на замену после конга или бонусной кости
rule-hk-os-dragon-pung = 1 фан за каждый панг или конг драконов
rule-hk-os-seat-wind = панг или конг ветра места
rule-hk-os-round-wind = панг или конг ветра раунда (если ветер места и ветер раунда совпадают, засчитываются оба)
rule-hk-os-no-bonus = бонусные кости в игре, а в руке их нет
rule-hk-os-own-bonus = 1 фан за каждый цветок или сезон с номером места игрока
rule-hk-os-round-bonus = 1 фан за каждый цветок или сезон с номером ветра раунда
rule-hk-os-bonus-tile = вариант: 1 фан за каждую бонусную кость (заменяет бонусные кости места и раунда)
rule-hk-os-all-pungs = четыре панга или конга
rule-hk-os-clean = одна масть плюс благородные кости
rule-hk-os-bouquet = все четыре цветка или все четыре сезона: по 3 фана (по настройке 1)
rule-hk-os-kong-on-kong = выигрыш замещающей костью второго конга подряд
rule-hk-os-all-pairs = семь пар
rule-hk-os-small-dragons = два панга драконов и пара драконов (панги драконов по-прежнему засчитываются)
rule-hk-os-small-winds = три панга ветров и пара ветров
rule-hk-os-big-dragons = три панга драконов (панги драконов по-прежнему засчитываются, как в «Малых трёх драконах»)
rule-hk-os-pure = одна масть, без благородных костей
rule-hk-os-all-honours = только благородные кости
rule-hk-os-thirteen-orphans = по одной каждой терминальной и благородной кости и пара к одной из них; закрытая рука
rule-hk-os-hidden-treasure = четыре закрытых панга, ожидание на пару, выигрыш со стены
rule-hk-os-all-terminals = панги или конги только из терминальных костей (пара тоже)
rule-hk-os-nine-gates = закрытые три единицы, по одной кости от двойки до восьмёрки и три девятки одной масти (1-1-1-2-3-4-5-6-7-8-9-9-9) и любая кость этой масти
rule-hk-os-heaven = Восток выигрывает при раздаче
rule-hk-os-earth = игрок, не являющийся Востоком, выигрывает на сносе в первом круге до любых объявлений (настройка: только на первом сносе Востока)
rule-hk-os-all-bonus = все четыре цветка и все четыре сезона: автоматический выигрыш
rule-hk-ns-pair-258 = пара из 2, 5 или 8
rule-hk-ns-old-young = чоу 123 и 789 одной масти
rule-hk-ns-two-suits = ровно две масти (благородные кости допускаются)
rule-hk-ns-small-four-in-one = использованы все четыре экземпляра кости: три в панге, одна в чоу (222 + 234)
rule-hk-ns-double-chow = два идентичных чоу одной масти
rule-hk-ns-four-in-one = все четыре экземпляра кости: два в чоу, два в паре
rule-hk-ns-twelve-exposed = четыре открытых сета, выигрыш на пару
rule-hk-ns-open-snake = 123, 456, 789 одной масти в руке с открытым сетом
rule-hk-ns-hidden-snake = 123, 456, 789 одной масти в закрытой руке (победная кость может быть со сноса)
rule-hk-ns-five-gates = четыре сета и пара пяти видов: иероглифы, точки, бамбук, ветры, драконы
rule-hk-ns-only-1-5 = только кости мастей от 1 до 5, без благородных (настройка: благородные допускаются)
rule-hk-ns-only-3-7 = только кости мастей от 3 до 7, без благородных (настройка: благородные допускаются)
rule-hk-ns-only-5-9 = только кости мастей от 5 до 9, без благородных (настройка: благородные допускаются)
rule-hk-ns-five-corners = терминальная кость (1 или 9) в каждом сете и в паре
rule-hk-ns-all-discards = четыре открытых сета и пара, завершённая сносом; заменяет «Двенадцать открытых» (настройка: засчитываются оба)
rule-hk-ns-walking-pungs = панги трёх последовательных номеров одной масти
rule-hk-ns-matching-pungs = панги одного номера во всех трёх мастях
rule-hk-ns-triple-chow = три идентичных чоу одной масти; заменяет «Два идентичных чоу»
rule-hk-ns-big-four-in-one = три чоу одной масти, каждый на единицу выше предыдущего, например 345 456 567 (настройка: все четыре экземпляра кости в чоу)
rule-hk-ns-one-number = один и тот же номер в каждом сете и в паре, в нескольких мастях
rule-hk-ns-three-numbers = кости мастей только трёх номеров (благородные допускаются), например 222, 123 и 123 с пангом Востока и парой зелёных драконов
rule-sg-chicken = выигрышная рука без таев: выигрыш, только если клуб допускает «цыплячью руку»
rule-sg-dragon = 1 тай за каждый панг или конг драконов
rule-sg-seat-wind = панг или конг ветра места
rule-sg-round-wind = панг или конг ветра раунда (ветер, который является и тем, и другим, даёт 2)
rule-sg-animal = 1 тай за каждую кость с животным
rule-sg-all-animals = все четыре животных: ещё 1 (всего 5)
rule-sg-seat-flower = 1 тай за каждый цветок или сезон с номером места игрока; прочие бонусные кости ничего не дают
rule-sg-flower-set = все четыре цветка или все четыре сезона: ещё 1 за каждый набор
rule-sg-all-pungs = четыре панга или конга (пэн-пэн-ху)
rule-sg-half-flush = одна масть плюс благородные кости
rule-sg-full-flush = только одна масть; складывается с «Пин-ху» и «Всеми пангами»
rule-sg-ping-hu = четыре чоу и пара из масти или не дающего очков ветра, без бонусных костей; при выигрыше со сноса ожидание на две кости или больше
rule-sg-small-ping-hu = условия «Пин-ху», но со взятыми цветами или животными (они по-прежнему засчитываются)
rule-sg-mixed-terminals = все панги из терминальных и благородных костей (4 вместе со «Всеми пангами»)
rule-sg-small-dragons = два панга драконов и пара драконов: ещё 1, всего 3 вместе с двумя пангами
rule-sg-big-dragons = три панга драконов: ещё 3, всего 6 вместе с пангами, не больше лимита
rule-sg-small-winds = три панга ветров и пара ветров, плюс очки за ветер места и ветер раунда
rule-sg-flower-win = выигрыш костью, взятой на замену цветка или животного (хуа-шан); настройка: по 1 за каждую замену подряд
rule-sg-flower-on-flower = настройка: выигрыш на второй подряд замене бонусной кости
rule-sg-kong-win = выигрыш костью, взятой на замену после конга (ган-шан)
rule-sg-kong-on-kong = выигрыш на замене второго конга подряд (вместо замены после одного конга); не больше лимита
rule-sg-rob-kong = выигрыш костью, добавляемой к открытому пангу
rule-sg-last-tile = выигрыш со стены последней доступной костью (хай-ди-лао-юэ); не на замене
rule-sg-concealed-self-draw = настройка: без объявлений и выигрыш со стены (мэнь-цин)
rule-sg-pure-green = настройка: только бамбук 2, 3, 4, 6, 8 и зелёные драконы
rule-sg-hidden-treasure = четыре закрытых панга, выигрыш со стены (настройка: допускается снос на пару)
rule-sg-pure-terminals = панги только из терминальных костей, пара тоже
rule-sg-all-honours = только благородные кости
rule-sg-nine-gates = закрытые три единицы, по одной кости от двойки до восьмёрки и три девятки одной масти (1-1-1-2-3-4-5-6-7-8-9-9-9) и любая кость этой масти
rule-sg-big-winds = четыре панга ветров
rule-sg-thirteen-wonders = по одной каждой терминальной и благородной кости и пара к одной из них; всегда особая рука
rule-sg-eighteen-arhats = четыре конга
rule-sg-heavenly = дилер выигрывает розданными костями
rule-sg-earthly = игрок, не являющийся дилером, выигрывает на первом сносе дилера или на своём первом взятии
rule-sg-humanly = игрок, не являющийся дилером, выигрывает на сносе в первом круге, до своего первого взятия и любых объявлений
rule-sg-hua-hu = все четыре цветка и все четыре сезона: немедленный выигрыш (хуа-ху)
rule-sg-declared-dragons = настройка: три панга драконов завершают руку, каким бы ни был остаток; фиксированно 5 таев
rule-sg-declared-winds = настройка: четыре панга ветров завершают руку, каким бы ни был остаток; фиксированно 10 таев, не больше лимита
rule-sc-base = выигрышная рука без фанов стоит базовое 1 очко
rule-sc-root = 1 фан за каждые 4 одинаковые кости в руке, в виде конга или врозь
rule-sc-all-pungs = четыре панга или конга
rule-sc-golden-wait = четыре объявленных панга или конга (включая закрытые конги), выигрыш на ожидание единственной кости; складывается со «Всеми пангами»
rule-sc-pure-suit = кости только одной масти
rule-sc-seven-pairs = семь пар, взакрытую; 4 одинаковые кости можно считать 2 парами (и тогда засчитывается ещё «Четвёрка»)
rule-sc-kong-draw = выигрыш на замещающей кости после конга (считается выигрышем со стены)
rule-sc-kong-shot = выигрыш на кости, которую оппонент сносит сразу после своего конга (стоимость его конга возвращается)
rule-sc-rob-kong = выигрыш на кости, добавляемой к пангу (этот конг не считается)
rule-sc-sea-bottom = выигрыш на последнюю кость со стены или на последний снос

## Ledger: Sichuan's transfers between wins
ledger-sc-kong-exposed = открытый конг: сносивший четвёртую кость платит 2
ledger-sc-kong-added = дополненный конг, объявленный сразу при наборе четвёртой кости: по 1 от каждого оставшегося в игре
ledger-sc-kong-concealed = закрытый конг: по 2 от каждого оставшегося в игре
ledger-sc-kong-refund-shot = объявивший конг сразу после него снёс победную кость: плата за конг возвращается
ledger-sc-kong-refund-not-ready = объявивший конг к концу стены не в ожидании: плата за конг возвращается
ledger-sc-end-flower-pig = «поросёнок»: к концу стены на руке осталась отсутствующая масть, штраф 16, который никто не получает
ledger-sc-end-not-ready = без ожидания к концу стены: платит игроку в ожидании наибольшее, что могла бы выиграть его рука, как со сноса
ledger-sc-penalty-wrong-suit = снёс другую масть, держа отсутствующую: штраф 8, который никто не получает

# --- part 6 ---
sheet-limit = лимит: { $limit }
sheet-limit-alone = установленный лимит, остальное не прибавляется: { $limit }
sheet-worth = это { $amount }
sheet-col-pattern = комбинация
sheet-col-tiles = кости
drill-sheet-later = Лист подсчёта появится здесь, когда вы проверите ответ.
help-keys = Клавиши
help-zoom-in = Крупнее
help-zoom-out = Мельче
help-zoom-reset = Обычный размер
help-key-space = Пробел
help-play-pause = Воспроизведение / пауза
help-key-left = Влево
help-key-right = Вправо
# --- part 1 ---
# Pattern names: Hong Kong (after the Zung Jung names of seed 000 where the pattern is the same).
pattern-hk-os-chicken = Цыплячья рука
pattern-hk-os-all-chows = Все чоу
pattern-hk-os-concealed = Закрытая рука
pattern-hk-os-self-draw = Выигрыш со стены
pattern-hk-os-last-tile = Последняя кость со стены
pattern-hk-os-replacement = Выигрыш на замещающей кости
pattern-hk-os-dragon-pung = Панг драконов
pattern-hk-os-seat-wind = Панг ветра места
pattern-hk-os-round-wind = Панг ветра раунда
pattern-hk-os-no-bonus = Без бонусных костей
pattern-hk-os-own-bonus = Своя бонусная кость
pattern-hk-os-round-bonus = Бонусная кость ветра раунда
pattern-hk-os-bonus-tile = Бонусная кость
pattern-hk-os-all-pungs = Все панги
pattern-hk-os-clean = Смешанная масть
pattern-hk-os-bouquet = Букет
pattern-hk-os-kong-on-kong = Конг на конге
pattern-hk-os-all-pairs = Семь пар
pattern-hk-os-small-dragons = Малые три дракона
pattern-hk-os-small-winds = Малые четыре ветра
pattern-hk-os-big-dragons = Большие три дракона
pattern-hk-os-pure = Чистая масть
pattern-hk-os-all-honours = Все благородные
pattern-hk-os-thirteen-orphans = Тринадцать сирот
pattern-hk-os-hidden-treasure = Скрытое сокровище
pattern-hk-os-all-terminals = Все терминальные
pattern-hk-os-nine-gates = Девять врат
pattern-hk-os-heaven = Небесное благословение
pattern-hk-os-earth = Земное благословение
pattern-hk-os-all-bonus = Все бонусные кости
pattern-hk-ns-pair-258 = Пара 2, 5, 8
pattern-hk-ns-old-young = Старый и молодой
pattern-hk-ns-two-suits = Две масти
pattern-hk-ns-small-four-in-one = Малые «четыре в одном»
pattern-hk-ns-double-chow = Два идентичных чоу
pattern-hk-ns-four-in-one = Четыре в одном
pattern-hk-ns-twelve-exposed = Двенадцать открытых
pattern-hk-ns-open-snake = Открытая змея
pattern-hk-ns-hidden-snake = Скрытая змея
pattern-hk-ns-five-gates = Пять врат
pattern-hk-ns-only-1-5 = Только 1–5
pattern-hk-ns-only-3-7 = Только 3–7
pattern-hk-ns-only-5-9 = Только 5–9
pattern-hk-ns-five-corners = Пять углов
pattern-hk-ns-all-discards = Всё со сноса
pattern-hk-ns-walking-pungs = Три последовательных панга
pattern-hk-ns-matching-pungs = Три одинаковых панга
pattern-hk-ns-triple-chow = Три идентичных чоу
pattern-hk-ns-big-four-in-one = Большие «четыре в одном»
pattern-hk-ns-one-number = Один номер
pattern-hk-ns-three-numbers = Три номера
## Score sheets (CLI text and JSON)
sheet-arrangement = Разбор: { $arrangement }
sheet-chosen-because = выбран, потому что { $why }
sheet-total = Итог: { $amount }
sheet-total-noted = Итог: { $amount } ({ $note })
sheet-note-sichuan = { $fan } { $fan ->
        [one] фан
        [few] фана
       *[other] фанов
    }: база 1, удвоенная { $fan } { $fan ->
        [one] раз
        [few] раза
       *[other] раз
    }
sheet-note-sichuan-capped = { $fan } { $fan ->
        [one] фан
        [few] фана
       *[other] фанов
    }: база 1, удвоенная { $fan } { $fan ->
        [one] раз
        [few] раза
       *[other] раз
    }, не больше { $total }
sheet-note-compound = составной лимит: комбинации дают в сумме { $sum }, больше лимита, и рука стоит лимит
sheet-note-fixed = установленный лимит: лимитная комбинация считается одна, ничего не добавляется
sheet-invalid = Выигрыш недействителен: { $error }
sheet-below-minimum = рука стоит { $total }, а согласованный минимум { $minimum }: это ложный выигрыш
sheet-payments-line = Выплаты ({ $scheme }): { $winner } получает { $amount }
sheet-instant-line = Мгновенные выплаты: { $winner } получает { $amount }
sheet-pays = { $who } платит { $amount }: { $reason }
sheet-seat-discarder = { $seat } (сносивший)
sheet-the-discarder = сносивший
hand-situation = { $system } · место { $seat } · раунд { $round } · { $tile } { $win }
hand-from = от игрока { $seat }
hand-tiles = Рука: { $tiles }
hand-bonus = бонусные кости: { $tiles }
arrangement-declared = (объявленный выигрыш: полная рука не нужна)
form-regular = четыре сета и пара
form-seven-pairs = семь пар
form-thirteen-orphans = тринадцать сирот
form-declared = выигрыш, объявленный без полной руки
wait-two-sided = двустороннее ожидание
wait-closed = ожидание в середину
wait-edge = крайнее ожидание
wait-dual-pung = ожидание на две пары
wait-single = ожидание на одну кость
wait-thirteen-sided = ожидание на тринадцать костей
scheme-zj = схема Zung Jung, правило 25 очков
scheme-zj-universal = универсальная схема
scheme-hk-limit = гонконгская таблица с лимитом
scheme-hk-no-limit = гонконгская таблица без лимита
scheme-sg-special = Сингапур: особая рука, все платят двойной лимит
scheme-sg-shooter = Сингапур: единица удваивается до лимита, «стрелок платит»
scheme-sg = Сингапур: единица удваивается до лимита
scheme-sc = Сычуань: 2^фан, не больше 8 и 16
scheme-other = { $scheme }
## Refusals and errors of the engine
refusal-zj-animals = кости с животными в Zung Jung не используются
refusal-zj-bonus-off = бонусные кости не в игре: включите `bonus_tiles: true` в настройках Zung Jung
refusal-hk-animals = кости с животными в гонконгском маджонге не используются
refusal-hk-bonus-off = бонусные кости не в игре: включите `bonus_tiles: true` в гонконгских настройках
refusal-sc-honours = в Сычуани играют без благородных костей (ветров и драконов)
refusal-sc-bonus = в Сычуани играют без бонусных костей
refusal-sc-claimed-chow = в Сычуани чоу не объявляют (закрытые чоу в руке допускаются)
refusal-sc-three-suits = в выигрышной руке не больше двух мастей, а здесь все три
refusal-sc-no-missing-suit = в Сычуани нужна объявленная отсутствующая масть (missing_suit: Characters, Dots или Bamboo)
refusal-sc-holds-missing-suit = в руке есть { $suit }, а эта масть объявлена отсутствующей
error-not-complete = это не выигрышная рука: кости не складываются ни в четыре сета и пару, ни в особую руку
error-notation = в позиции { $column }: { $message }
error-syntax = строка { $line }, позиция { $column }: { $message }
error-impossible-hand = невозможная рука: { $error }
error-set-hand = рука { $hand }: { $error }
error-set-no-hands = в наборе нет рук
error-set-below-minimum = по правилам набора это не выигрыш: меньше минимума { $minimum }
error-set-mode = режим { $mode } не спрашивает об одной руке; руки набора берут режимы total, patterns, payments, waits или best-reading
error-set-one-reading = для best-reading нужны разборы с разными итогами; все разборы этой руки стоят одинаково
error-hand-notation = { $field }: { $error }
error-hand-wrong-count = неверное число костей: { $melds ->
        [0] без объявленных сетов
        [one] при одном объявленном сете
       *[other] при { $melds } объявленных сетах
    } в закрытой части руки (с победной костью) должно быть { $expected ->
        [one] { $expected } кость
        [few] { $expected } кости
       *[other] { $expected } костей
    }, а здесь { $found }.
error-hand-too-many-melds = больше четырёх сетов ({ $n })
error-hand-fifth-copy = пятая кость { $tile }: в руке их { $count } (с сетами)
error-hand-winning-tile-missing = победной кости { $tile } нет среди закрытых костей
error-hand-bad-meld = сет { $index }: { $reason }
error-hand-duplicate-bonus = бонусная кость { $tile } встречается дважды
error-hand-too-many-bonus = слишком много бонусных костей ({ $n }); их не больше 12
error-hand-situation = невозможные обстоятельства: { $reason }
error-waits-bad-meld = в позиции { $column }: сет должен быть чоу, пангом или конгом
error-waits-wrong-count = в руке без одной кости до выигрыша закрытых костей 13 − 3 × число сетов: { $expected } при сетах: { $melds }, а их { $found }
error-game = { $place }: { $message }
place-header = заголовок
place-deal = раздача { $hand }, сдача костей
place-step = раздача { $hand }, шаг { $step }
## Command line
cli-waits-error = { $hand }: ошибка { $error }
cli-waits-none = { $hand }: не в ожидании — ни одна кость её не завершает
cli-waits-tile = { $tile } (осталось { $left })
cli-waits = { $hand }: ждёт { $tiles } — видов: { $kinds }, костей осталось: { $left }
settle-title = Сычуань · конец стены
settle-wait = { $tile } → { $fan } { $fan ->
        [one] фан
        [few] фана
       *[other] фанов
    }, { $value }
settle-ready = в ожидании, не больше { $max } ({ $waits })
settle-not-ready = без ожидания
settle-flower-pig = «поросёнок» (на руке осталась отсутствующая масть)
settle-nothing = Никто никому не платит: все, кто не выиграл, в одном положении.
settle-transfer = { $from } платит { $amount } игроку { $to }: { $reason }
settle-net = Итог: { $nets }
cli-deal-unknown-pattern = неизвестная комбинация «{ $pattern }» в системе { $rules }; известные: { $known }
cli-deal-none = не найдено руки с комбинацией { $target } по правилам { $rules }
cli-deal-seed = зерно: { $seed } (--seed { $seed } раздаст те же руки снова)
cli-deal-set-title = Розданные руки: { $rules }
cli-deal-set-title-pattern = Розданные руки: { $rules }, { $pattern }
cli-deal-set-none = не найдено руки для вопроса { $mode } с комбинацией { $target } по правилам { $rules }
cli-deal-set-written =
    { $count ->
        [one] { $count } рука записана в { $path }
        [few] { $count } руки записаны в { $path }
       *[other] { $count } рук записано в { $path }
    }
cli-pattern = { $id }: { $name } — { $value }
cli-pattern-limit = лимит
cli-pattern-series = серия { $series }
series-flower-replacement = замена цветка
series-flush = масть
series-identical-chows = идентичные чоу
series-kong-replacement = замена после конга
series-ping-hu = пин-ху
check-invalid = запись недействительна: { $error }
check-seen-from = Записано с места игрока { $player }: закрытые кости и доборы остальных не видны; проверены все счёты костей, заявки и открытые руки.
check-win = раздача { $hand }, шаг { $step }: { $player } ({ $seat }) выигрывает, { $total }
check-entry = раздача { $hand }, шаг { $step }: { $from } платит { $amount } игроку { $to } — { $reason }
check-balances = Итог: { $nets }
check-set = Набор упражнений: { $title }
check-set-hand = рука { $hand } ({ $mode }): { $amount }
check-set-hand-invalid = рука { $hand } ({ $mode }): неверна: { $error }
## Notation errors
notation-not-a-tile = «{ $text }» — не кость
notation-no-suit-letter = у «{ $text }» нет буквы масти (m, p, s или z)
notation-no-numbers = перед «{ $text }» нет номеров
notation-bonus-in-meld = бонусная кость не может входить в сет
notation-not-a-bonus-tile = «{ $text }» — не бонусная кость (номера от 1 до 4)
notation-bonus-needs-number = после «{ $text }» нужен номер от 1 до 4
notation-meld-in-meld = сет нельзя открыть внутри сета
notation-closes-no-meld = «{ $text }» не закрывает никакой сет
notation-wrong-close = сет нужно закрыть знаком «{ $text }»
notation-empty-meld = пустой сет
notation-unexpected = неожиданный знак «{ $text }»
notation-not-closed = сет не закрыт знаком «{ $text }»
notation-no-melds = сеты здесь не допускаются
notation-no-bonus = бонусные кости здесь не допускаются
notation-no-tile = нужна одна кость, а нет ни одной
notation-not-one-tile = нужна одна кость, а их { $n }
notation-only-bonus = здесь допускаются только бонусные кости (F1–F4, S1–S4, A1–A4)
## Impossible situations
impossible-dealt-bonus-not-held = розданной бонусной кости { $tile } нет среди бонусных костей руки
impossible-player = игрок { $player } ({ $seat }): { $problem }
impossible-seat-listed-twice = это место указано дважды
impossible-wall-end-count = у руки к концу стены 13 − 3 × число сетов = { $expected } закрытых костей, а их { $found }
impossible-sc-honours = в Сычуани играют без благородных костей
## Melds
meld-chow-of-honours = чоу не составить из благородных костей ({ $tile })
meld-no-chow-at = с { $tile } не начинается ни одно чоу
meld-not-a-set = { $tiles } — не чоу, не панг и не конг
meld-not-this-kind = «{ $tiles }» — это не { $kind }
meld-kind-chow = чоу
meld-kind-pung = панг
meld-kind-exposed-kong = открытый конг
meld-kind-concealed-kong = закрытый конг
meld-kind-added-kong = дополненный конг

# --- part 4 ---
house-title = Правила клуба
house-close = Закрыть правила клуба
house-intro = Настройки правил, по которым играет ваш клуб. Их используют калькулятор, тренировка и справочник правил; настройки, отличные от стандартных, выделены.
house-button = Правила клуба
house-button-changed = Правила клуба (изменено: { $count })
house-section-zung-jung = Zung Jung
house-section-hong-kong = Гонконг
house-section-singapore = Сингапур
house-section-sichuan = Сычуань
house-about-zung-jung = Zung Jung, как в сводке правил.
house-about-hong-kong = Одни настройки для старого и нового стиля.
house-about-singapore = Сингапурская игра: каждый стол договаривается о своих вариантах.
house-about-sichuan = Сычуаньская «кровавая битва», правила Чемпионата Москвы 2017 года.
house-no-options = У этих правил нет настроек.
house-on = вкл.
house-off = выкл.
house-default = По умолчанию: { $value }
house-changed-default = Изменено · по умолчанию: { $value }
house-reset = Сбросить: { $system }
house-reset-all = Сбросить всё
house-open = Открыть профиль…
house-save = Сохранить профиль…
house-file-filter = Профиль правил клуба
house-opened = Правила клуба открыты из { $path }
house-open-failed = Не удалось открыть { $path }: { $error }
house-saved = Правила клуба сохранены в { $path }
house-save-failed = Не удалось сохранить { $path }: { $error }
house-zung-jung-minimum = Минимум
house-zung-jung-minimum-help = Сколько должна стоить рука, чтобы выиграть.
house-zung-jung-minimum-no-minimum = нет («цыплячья рука» выигрывает 1 очко)
house-zung-jung-minimum-wsom = WSOM: 5 очков («цыплячья рука» — ложный выигрыш)
house-zung-jung-bonus-tiles = Бонусные кости
house-zung-jung-bonus-tiles-help = Играют ли цветы и сезоны.
house-zung-jung-four-identical-sequences = Четыре идентичных чоу
house-zung-jung-four-identical-sequences-help = Его стоимость: в исходном списке 480, в одном из источников 400.
house-zung-jung-four-identical-sequences-points-480 = 480 очков
house-zung-jung-four-identical-sequences-points-400 = 400 очков
house-zung-jung-payment = Выплаты
house-zung-jung-payment-help = Zung Jung: при выигрыше на сносе от 25 очков двое других платят по 25, а сносивший — остальное. Универсальная: все платят стоимость руки.
house-zung-jung-payment-zung-jung = Zung Jung
house-zung-jung-payment-universal = универсальная
house-hong-kong-minimum-fan = Минимум фанов
house-hong-kong-minimum-fan-help = Сколько фанов нужно для выигрыша (таблица начинается с 0; часто играют с 3).
house-hong-kong-limit = Лимит
house-hong-kong-limit-help = Руки, набравшие не меньше фанов, чем лимит, и лимитные руки оплачиваются по лимиту.
house-hong-kong-limit-fan = Фан лимитной руки
house-hong-kong-limit-fan-help = Сколько фанов считает лимитная рука и с какого числа фанов начинается лимит (лаак 3, 128): от 8 до 13 (в таблице 10). Лаак 2 (64) — от 7 фанов до лимита.
house-hong-kong-bonus-tiles = Бонусные кости
house-hong-kong-bonus-tiles-help = Играют ли восемь цветов и сезонов.
house-hong-kong-bouquet = Букет
house-hong-kong-bouquet-help = Все четыре цветка или все четыре сезона: 3 фана по таблице или 1 по разделу о бонусах.
house-hong-kong-bouquet-fan-3 = 3 фана
house-hong-kong-bouquet-fan-1 = 1 фан
house-hong-kong-bonus-variant = Отдельные бонусные кости
house-hong-kong-bonus-variant-help = Как считаются цветы и сезоны по одному.
house-hong-kong-bonus-variant-own-and-round = 1 фан за номер своего места и 1 за номер ветра раунда (кость с обоими номерами: 2)
house-hong-kong-bonus-variant-each-tile = 1 фан за каждую бонусную кость
house-hong-kong-bonus-variant-own-and-round-together = номер места и номер раунда, кость с обоими номерами: 1
house-hong-kong-earth = Земное благословение
house-hong-kong-earth-help = (толкование) Какой выигрыш на сносе считается Земным благословением.
house-hong-kong-earth-first-go-round = на любом сносе первого круга до любых объявлений
house-hong-kong-earth-easts-first-discard = только на первом сносе Востока
house-hong-kong-ranges-without-honours = «Только 1–5», «Все 3–7», «Все 5–9» без благородных костей
house-hong-kong-ranges-without-honours-help = (толкование) Выкл.: в этих руках допускаются благородные кости.
house-hong-kong-all-discards-replaces-twelve-exposed = «Всё со сноса» заменяет «Двенадцать открытых»
house-hong-kong-all-discards-replaces-twelve-exposed-help = (толкование) Выкл.: засчитываются оба.
house-hong-kong-big-four-in-one = Большие «четыре в одном»
house-hong-kong-big-four-in-one-help = (толкование) Как читать пример из таблицы 345, 456, 567.
house-hong-kong-big-four-in-one-shifted-chows = три чоу одной масти, каждый на единицу выше
house-hong-kong-big-four-in-one-four-copies-in-chows = все четыре экземпляра одной кости в чоу
house-singapore-limit = Лимит (тай)
house-singapore-limit-help = Наибольшее число таев, которое считает рука; лимитная рука получает лимит.
house-singapore-minimum = Минимум (тай)
house-singapore-minimum-help = Сколько таев нужно для выигрыша; 0 допускает «цыплячью руку».
house-singapore-shooter-pays = Стрелок платит
house-singapore-shooter-pays-help = Сносивший платит весь выигрыш и мгновенные выплаты, вызванные его сносами.
house-singapore-fully-concealed = Закрытая рука со стены
house-singapore-fully-concealed-help = 1 тай за выигрыш со стены без объявлений (мэнь цин).
house-singapore-pure-green = Всё зелёное
house-singapore-pure-green-help = Стоит 4 тая (выкл.: это просто половинная масть).
house-singapore-declare-by-triplets = Объявление пангами
house-singapore-declare-by-triplets-help = Три панга драконов (5 таев) или четыре панга ветров (10) завершают руку, что бы ни было в остальном.
house-singapore-fresh-thresholds-swapped = Пороги свежих костей наоборот
house-singapore-fresh-thresholds-swapped-help = Конг на свежей кости оплачивает её сносивший, когда в стене меньше 5 костей, а не 7; выигрыш — меньше 7, а не 5.
house-singapore-hidden-treasure-self-drawn = Скрытое сокровище только со стены
house-singapore-hidden-treasure-self-drawn-help = Выкл.: его можно собрать и на сносе.
house-singapore-flower-on-flower = Выигрыш на замене бонусной кости
house-singapore-flower-on-flower-help = Как считаются несколько замен бонусных костей подряд перед выигрышем.
house-singapore-flower-on-flower-one-tai = 1 тай, сколько бы ни было замен
house-singapore-flower-on-flower-each-replacement = 1 тай за каждую замену подряд
house-singapore-flower-on-flower-five-tai = цветок на цветке: 5 таев за две замены подряд
house-singapore-self-draw-extra = Доплата за выигрыш со стены
house-singapore-self-draw-extra-help = Фиксированная доплата каждого игрока при выигрыше со стены, в ставках.
house-singapore-special-hands-nine-gates = Особая рука: Девять врат
house-singapore-special-hands-nine-gates-help = Все платят за неё двойной лимит, как бы она ни была собрана.
house-singapore-special-hands-pure-terminals = Особая рука: Все терминальные
house-singapore-special-hands-pure-terminals-help = Все платят за неё двойной лимит, как бы она ни была собрана.
house-singapore-special-hands-all-honours = Особая рука: Все благородные
house-singapore-special-hands-all-honours-help = Все платят за неё двойной лимит, как бы она ни была собрана.
house-singapore-special-hands-eighteen-arhats = Особая рука: Восемнадцать архатов
house-singapore-special-hands-eighteen-arhats-help = Все платят за неё двойной лимит, как бы она ни была собрана.
house-singapore-special-hands-earthly-humanly = Особая рука: Земное благословение и Рука человека
house-singapore-special-hands-earthly-humanly-help = Все платят за них двойной лимит, как бы они ни были собраны.
house-singapore-special-hands-full-flush-ping-hu = Особая рука: Чистая масть с пин-ху
house-singapore-special-hands-full-flush-ping-hu-help = Все платят за неё двойной лимит, как бы она ни была собрана.
house-singapore-special-hands-declared-dragons = Особая рука: Объявленные три дракона
house-singapore-special-hands-declared-dragons-help = Все платят за неё двойной лимит, как бы она ни была собрана.
house-singapore-instant-exposed-kong = Мгновенная выплата: открытый конг
house-singapore-instant-exposed-kong-help = С каждого из других игроков, в ставках (и за дополненный конг).
house-singapore-instant-concealed-kong = Мгновенная выплата: закрытый конг
house-singapore-instant-concealed-kong-help = С каждого из других игроков, в ставках.
house-singapore-instant-bite = Мгновенная выплата: укус
house-singapore-instant-bite-help = Кошка и крыса, петух и сороконожка или обе бонусные кости своего места: с каждого из других игроков, в ставках.
house-singapore-instant-four-animals = Мгновенная выплата: четыре животных
house-singapore-instant-four-animals-help = С каждого из других игроков, в ставках.
drill-house-rules = Правила клуба…
drill-sets = Наборы упражнений
drill-set-open = Открыть файл набора…
drill-set-running = Набор упражнений: { $title }
drill-set-leave = Вернуться к случайным рукам
drill-set-invalid = { $path }: этот набор упражнений не годится: { $error }
drill-set-note = Заметка преподавателя
drill-options-differ = Настройки, отличные от стандартных:
rules-options-changed = Настройки (изменено правилами клуба: { $count })
rules-edit-house-rules = Изменить правила клуба…
fact-discarder = снёс { $seat }
fact-flag-humanly = Рука человека (выигрыш не дилера на сносе в первом круге)
fact-flag-kong-shot = снос сразу после конга
fact-meld-from = взят { $seat ->
        [east] у Востока
        [south] у Юга
        [west] у Запада
       *[north] у Севера
    }
fact-meld-fresh = свежая кость (до этого не сносилась)
fact-meld-wall = взят, когда в стене оставалось костей: { $count }
fact-wall-tiles-left = в стене осталось костей: { $count }
fact-winning-tile-fresh = победная кость до этого не появлялась в игре
fact-forced-discard = у сносившего были только опасные кости
fact-bonus-replacements = бонусных костей заменено подряд: { $count }
fact-dealt-bonus = бонусные кости в раздаче: { $tiles }
fact-players-out = уже вышли из раздачи: { $seats }
# --- part 3 ---
calc-undo = Отменить
calc-redo = Вернуть
calc-undo-hint = Отменить последнее изменение руки или обстоятельств
calc-redo-hint = Вернуть отменённое изменение
calc-guard-fifth-copy = { $tile }: все четыре такие кости уже в руке.
calc-guard-full = В руке уже 14 костей (конг считается за 3).
calc-guard-four-melds = Уже объявлены четыре сета.
calc-guard-no-chow = { $tile } — с этой кости чоу не начать (чоу — три кости одной масти подряд).
calc-guard-bonus-twice = { $tile } уже в руке: каждая бонусная кость одна.
calc-meld-added-kong = дополненный конг
calc-discarder = Сносивший
calc-kong-adder = Конг дополнил
calc-not-recorded = не записано
flag-humanly = рука человека (Сингапур)
flag-kong-shot = снос после конга (Сычуань)
calc-play = Ход игры
calc-claimed-from = взята у
calc-meld-fresh = свежая кость
calc-meld-fresh-hint = Взятую кость до того никто не сносил (сингапурский конг на свежей кости).
calc-known = известно
calc-wall-left = Костей в стене
calc-wall-left-hint = Сколько костей оставалось в живой стене в тот момент, если известно (нужно правилам ответственности).
calc-winning-discard = Победный снос
calc-winning-fresh = свежий (раньше не выходил)
calc-forced-discard = у сносившего не было безопасной кости
calc-forced-discard-hint = У сносившего были только кости, опасные для двух игроков, собирающих одну масть (Гонконг: освобождение от ответственности за девять костей).
calc-bonus-replacements = Бонусных костей заменено подряд
calc-dealt-bonus = Были в раздаче
calc-dealt-bonus-hint = Бонусные кости, пришедшие в раздаче, до всех замен (в Сингапуре их «укус» удваивается).
calc-missing-suit = Отсутствующая масть (Сычуань)
calc-missing-auto = по руке
calc-players-out = Уже вышли (Сычуань)
calc-file-rules = { $system }: правила из файла
calc-file-rules-default = (настройки по умолчанию)
calc-forget-rules = обычные правила
calc-forget-rules-hint = Считать эту систему по тем же правилам, что и другие руки, а не по правилам открытого файла.
situation-final-draw-not-from-wall = Последняя кость стены — это выигрыш со стены: своей костью или на замене после конга.
situation-final-discard-not-on-discard = Последний снос — это выигрыш со сноса.
situation-final-draw-and-discard = Последняя кость стены и последний снос не бывают вместе.
situation-replacement-without-kong = Для выигрыша на замене после конга нужен объявленный конг.
situation-robbed-tile-held = Ограбление конга: три такие же кости лежат в панге другого игрока, так что у победителя только та, которую он забирает ограблением.
situation-heaven-not-dealer = Небо — выигрыш дилера (Востока).
situation-heaven-not-dealt-tiles = Небо — выигрыш розданными костями: своей костью, без объявленных сетов.
situation-earth-dealer = Земля — выигрыш не дилера.
situation-earth-not-first-go-round = Земля — выигрыш в первом круге, со сноса или своей костью, без объявленных сетов.
situation-bonus-replacement-not-self-drawn = Выигрыш на замене бонусной кости — выигрыш своей костью.
situation-kong-on-kong = Конг на конге — выигрыш на замене после конга, когда объявлены хотя бы два конга.
situation-concealed-kong-claimed = Сет { $meld }: закрытый конг ни у кого не берут.
situation-own-discard-claimed = Сет { $meld }: свой собственный снос взять нельзя.
situation-humanly = Рука человека — выигрыш не дилера со сноса, без объявленных сетов.
situation-kong-shot-not-on-discard = Снос после конга — это выигрыш со сноса.
situation-discarder-out = Сносивший уже выиграл и вышел из раздачи.
situation-winner-out = Победитель не может быть среди уже вышедших игроков.
situation-heaven-and-earth = Небо и земля не бывают вместе.
situation-self-draw-discarder = У выигрыша своей костью нет сносившего.
situation-winner-discarder = Победитель не может быть сносившим.
# --- part 2 ---
settings-repaired = Сохранённые настройки были повреждены; приложение запущено с настройками по умолчанию для:
settings-problem-unreadable = всего файла настроек (его не удалось прочитать)
settings-problem-zoom = масштаба (вне допустимых пределов)
settings-problem-egui = состояния окна и панелей
settings-problem-window = размера и положения окна (окно возвращено на экран)
settings-problem-settings = темы, языка и недавних партий
settings-backup-kept = Повреждённый файл сохранён как { $path }.
settings-backup-failed = Не удалось сохранить резервную копию повреждённого файла.
settings-notice-close = Закрыть
error-too-large = { $path }: больше предела в { $limit } байт
error-line-too-long = { $path }: строка { $line } длиннее предела в { $limit } байт
error-not-a-file = { $path }: это не обычный файл (папки, устройства и каналы не читаются)
error-not-utf8 = { $path }: не текст в UTF-8 (байт { $offset })
error-io = { $path }: { $message }
error-io-not-found = { $path }: нет такого файла или папки
error-io-permission = { $path }: нет прав на его чтение
error-option-out-of-range = настройка правил { $option } ({ $system }) равна { $value }; допустимо от { $min } до { $max }
error-bonus-out-of-turn = { $seat } откладывает бонусную кость не в свой ход
error-missing-suit-twice = { $seat } уже объявил отсутствующую масть
error-missing-suit-late = { $seat } объявляет отсутствующую масть после начала игры
error-fifth-copy-across-players = пятая копия кости { $tile } в руках игроков (всего { $count }, с открытыми сетами)
# --- part 5 ---
event-draw-hidden = { $seat } берёт кость
replays-sheet-of = Подсчёт: { $player } ({ $seat }), раздача { $hand }, шаг { $step }
replays-disagreement = { $player } ({ $seat }): записано { $recorded }, по правилам { $computed }
replays-disagreements =
    { $count ->
        [one] { $count } записанный счёт расходится с правилами:
        [few] { $count } записанных счёта расходятся с правилами:
       *[other] { $count } записанных счетов расходятся с правилами:
    }
replays-goto = раздача { $hand }, шаг { $step }

# --- check: disagreements (merge of parts 1, 2, 5) ---
check-unreadable = не читается: { $error }
check-win-disagrees = { $win } (записано { $recorded }: расходится с правилами)
check-disagreements = Записанные очки, которых не дают правила: { $count }
check-disagreement = раздача { $hand }, шаг { $step }: у игрока { $player } ({ $seat }) записано { $recorded }, по правилам { $computed }:

# --- game errors ---
game-players = в игре четыре игрока, а заголовок называет { $found }
game-four-seats = места и раздача перечисляют все четыре места, начиная с Востока
game-dealer-not-east = дилер всегда сидит на месте Восток, а не { $dealer }: нового дилера показывают места игроков
game-bad-seats = места должны назвать каждого из игроков 0–3 ровно один раз, а указано { $seats }
game-dealt-notation = кости игрока { $seat }: { $error }
game-dealt-melds = в розданных костях игрока { $seat } не может быть сетов
game-dealt-count = игроку { $seat } сдаётся { $expected } костей, а в записи { $found }
game-dealt-bonus = игроку { $seat } розданы бонусные кости, а эти правила их не используют
game-bonus-dealt-twice = бонусная кость { $tile } роздана дважды
game-too-many-dealt = роздано больше костей, чем есть в наборе
game-no-honours = кости { $tile } нет в наборе: по этим правилам играют без благородных костей
game-fifth-copy = пятая кость { $tile }
game-bad-notation = «{ $text }»: { $error }
game-not-one-bonus = «{ $text }» — не одна бонусная кость
game-hand-over = раздача уже закончена
game-unfinished = запись обрывается до конца раздачи (выигрыша или исчерпания стены)
game-missing-suit-only-sichuan = отсутствующую масть объявляют только в Сычуани
game-missing-suit-never = игрок { $seat } так и не объявил отсутствующую масть
game-not-turn-to-draw = сейчас не очередь игрока { $seat } брать кость
game-wall-empty = живая стена пуста: брать нечего
game-bonus-not-drawable = кость { $tile } здесь взять нельзя
game-not-turn-to-discard = сейчас не очередь игрока { $seat } делать снос
game-not-held = у игрока { $seat } нет кости { $tile }
game-bonus-before-discard = игрок { $seat } должен отложить бонусные кости до сноса
game-no-chows = по этим правилам чоу со сноса не объявляют
game-no-discard-to-claim = нет сноса, который можно взять
game-chow-not-next = чоу может объявить только игрок, следующий за игроком { $discarder }
game-not-a-chow = «{ $text }» — не чоу со снесённой костью { $tile }
game-chow-tile-not-held = у игрока { $seat } нет кости { $tile } для чоу
game-cannot-claim = игрок { $seat } не может взять этот снос
game-not-enough-to-claim = у игрока { $seat } нет { $count } × { $tile }
game-not-turn-to-kong = сейчас не очередь игрока { $seat } объявлять конг
game-no-pung-to-add = у игрока { $seat } нет открытого панга { $tile }, к которому можно добавить кость
game-not-four = у игрока { $seat } нет четырёх костей { $tile }
game-wall-not-exhausted = стена не исчерпана: осталось костей: { $left }
game-no-winner = в выигрыше не назван победитель
game-several-winners-only-sichuan = несколько победителей на одном сносе бывают только в Сычуани
game-several-winners-only-discard = несколько победителей бывает только на одном сносе
game-already-won = игрок { $seat } уже выиграл
game-empty-hand = пустая рука
game-no-tile-to-win-on = игроку { $seat } здесь не на чем выиграть
game-bonus-before-winning = игрок { $seat } должен отложить бонусные кости до объявления выигрыша
game-winning-hand = выигрышная рука игрока { $seat }: { $error }
game-win-refused = игрок { $seat } объявляет выигрыш: { $error }
game-false-win = рука игрока { $seat } стоит { $worth }, а минимум { $minimum }: ложный выигрыш
game-play-and-result = у раздачи либо ход игры (раздача и события), либо её итог, но не то и другое
game-no-play-no-result = у раздачи должны быть раздача и события или её итог
game-kong-entry = конг игрока { $seat }: { $error }
game-not-a-kong = в записи Kong игрока { $seat } нет конга
game-kong-not-in-hand = { $seat } объявил конг { $tile }, которого нет в записанной руке игрока { $seat }
game-bonus-not-used = { $seat } откладывает бонусные кости, а эти правила их не используют
game-bonus-twice = бонусная кость { $tile } отложена дважды
game-bonus-not-in-hand = { $seat } отложил { $tile }, но в выигрышной руке её нет
game-discarder-out = { $seat } уже выиграл и не может сносить
game-drawn-in-sichuan = раздача Сычуани без победителя кончается у стены: запишите WallEnd с руками оставшихся игроков
game-wall-end-only-sichuan = руки при исчерпании стены рассчитываются только в Сычуани
game-wall-end-seats = при исчерпании стены нужно перечислить ровно оставшихся игроков: { $expected }
game-wall-end-income = платежи за конги при исчерпании стены берутся из записей Kong: уберите kong_income
game-wall-end-hand = исчерпание стены: { $error }
game-seen-from-not-a-player = seen_from называет { $name }, но такого игрока нет
game-unseen-without-seen-from = раздача с невидимыми костями ('?') бывает только в записи с одного места: назовите игрока в seen_from
game-one-seat-seen = в записи с одного места видна сдача одного игрока, у трёх других — '?'; здесь видно { $seen }
game-seen-from-other-seat = видна сдача игрока { $seat }, но запись сделана с места игрока { $name }
game-unseen-draw-of-seen-seat = кости игрока { $seat } видны: его добор называет кость, а не '?'
game-win-not-shown = игрок { $seat } выигрывает, но его кости не видны: запишите руку, которую он открыл (shown: (concealed: "…", winning_tile: "…"))
game-shown-count = в открытой руке игрока { $seat } { $found } закрытых костей кроме победной, а у него { $expected }
game-shown-winning-tile = победная кость { $tile } в открытой руке игрока { $seat } — не та, на которой он выиграл
game-unseen-at-wall-end = кости игрока { $seat } не видны: раздачу Сычуаня, записанную с одного места, нельзя рассчитать при исчерпании стены; запишите её итогами

## Progress
settings-theme = Тема
settings-view = Вид
nav-progress = Прогресс
file-filter-csv = Таблица CSV
progress-title = Прогресс
progress-empty-title = В системе { $system } ещё нет ответов
progress-empty = Ответьте на несколько вопросов в тренировке: здесь сохраняется каждый ответ, с точностью по каждой комбинации и каждому режиму. Комбинации, в которых вы ошиблись, вернутся раньше, когда вы будете повторять слабые места.
progress-go-to-drill = К тренировке
progress-answers =
    { $n ->
        [one] { $n } ответ
        [few] { $n } ответа
       *[other] { $n } ответов
    }
progress-right-share = верно: { $share }
progress-mean-time = в среднем { $seconds } с на ответ
progress-last-practised = последняя тренировка { $date }
progress-col-mode = Режим
progress-col-pattern = Комбинация
progress-col-answers = Ответы
progress-col-accuracy = Верно
progress-col-time = Среднее время
progress-col-last-seen = Последний раз
progress-col-due = Следующее повторение
progress-seconds = { $n } с
progress-over-time = Точность со временем
progress-per-block = По 10 ответов
progress-per-day = По дням
progress-per-pattern = { $n ->
        [one] Точность самой слабой комбинации
       *[other] Точность { $n } самых слабых комбинаций
    }
progress-axis-answers = ответы
progress-axis-day = день (UTC)
progress-axis-accuracy = % верных
progress-weakest-first = Комбинации, самые слабые сверху
progress-due-now = пора повторить
progress-due-minutes = через { $n } мин
progress-due-hours = через { $n } ч
progress-due-days =
    { $n ->
        [one] через { $n } день
        [few] через { $n } дня
       *[other] через { $n } дней
    }
progress-export = Экспорт в CSV…
progress-exported = Сохранено: { $answers } и { $patterns }.
progress-export-failed = Не удалось записать { $path }: { $error }
progress-save-failed = Не удалось сохранить прогресс: { $error }
progress-reset = Сбросить прогресс…
progress-reset-confirm = Забыть все ответы и все расписания повторений во всех системах? Отменить это нельзя.
progress-reset-yes = Сбросить
progress-cancel = Отмена
progress-reset-done = Прогресс сброшен: вы начинаете заново.
progress-file-problem = Сохранённый прогресс не удалось использовать, поэтому вы начинаете заново.
progress-problem-unreadable = Файл не удалось прочитать.
progress-problem-damaged = Файл повреждён.
progress-problem-newer = Его записала более новая версия Tilewise (формат { $version }).
progress-backup-kept = Старый файл сохранён как { $path }.
progress-backup-failed = Старый файл не удалось переместить: он оставлен нетронутым, и прогресс этого сеанса не сохраняется.
progress-weak-none = В этой системе пока нечего повторять: сначала ответьте на несколько вопросов, и комбинации, в которых вы ошибётесь, вернутся сюда.
progress-weak-all-right = Ни одну комбинацию не пора повторять, и ошибок не было: продолжайте отвечать, комбинации вернутся, когда придёт срок.
progress-loading = Читаем сохранённый прогресс…
progress-weak-loading = Сохранённый прогресс ещё читается: слабые места появятся, как только он будет прочитан.

## Rules the drill grades that are not patterns (Sichuan's wall's end and kongs)
progress-rule-sc-end-ready = В ожидании в конце стены
progress-rule-sc-end-not-ready = Без ожидания в конце стены
progress-rule-sc-end-flower-pig = Поросёнок
progress-rule-sc-kong-exposed = Выплата за открытый конг
progress-rule-sc-kong-added = Выплата за дополненный конг
progress-rule-sc-kong-concealed = Выплата за закрытый конг
progress-rule-sc-kong-refund-shot = Возврат выплаты за конг (снос в выигрыш после конга)
progress-rule-sc-kong-refund-not-ready = Возврат выплаты за конг (без ожидания)
progress-rule-sc-penalty-wrong-suit = Снос другой масти, когда на руке ещё есть отсутствующая масть
# --- drill modes, rounds and summary ---
drill-mode = Режим:
drill-mode-total = Итог
drill-mode-patterns = Комбинации
drill-mode-payments = Кто сколько платит
drill-mode-best-reading = Лучший разбор
drill-level = Уровень:
drill-level-beginner = Новичок
drill-level-standard = Обычный
drill-level-expert = Эксперт
drill-round-size = Вопросов в раунде:
drill-progress = Вопрос { $n } из { $total }
drill-time = ответ за { $seconds } с
drill-to-summary = Итоги раунда
drill-enter-hint = Enter проверяет ответ, ещё раз Enter — дальше.
drill-weak-spots-off = Обычные руки
drill-weak-spots-on = Тренируем слабые места: { $patterns }
drill-no-hand = Руки для этого режима при этих правилах не нашлось. Нажмите «Следующая рука», чтобы попробовать ещё раз, или выберите другой режим.
drill-summary-title = Раунд окончен
drill-summary-score = Верно { $right } из { $asked }
drill-summary-time = всего { $total } с, на вопрос в среднем { $average } с
drill-summary-question = Вопрос { $n }
drill-summary-right = верно
drill-summary-wrong = неверно
drill-summary-seconds = { $seconds } с
drill-summary-none-missed = В этом раунде ни одна комбинация не упущена.
drill-summary-missed = Комбинации, которые стоит повторить: { $patterns }
drill-another-round = Ещё раунд
drill-weak-spots = Тренировать слабые места
drill-summary-enter = Enter начинает новый раунд.
drill-patterns-ask = Отметьте все комбинации, которые засчитываются в этой руке:
drill-patterns-search = Поиск комбинаций
drill-patterns-ticked = отмечено: { $count }
drill-patterns-none-found = Ни одна комбинация не подходит под поиск.
drill-patterns-right = Верно: отмечены ровно те комбинации, что засчитываются!
drill-patterns-wrong = Не совсем: верно { $right } из { $total }.
drill-pattern-right = { $pattern }: верно, засчитывается — { $amount }
drill-pattern-missed = { $pattern }: упущена, засчитывается — { $amount }
drill-pattern-wrong = { $pattern }: не засчитывается — { $why }
drill-pattern-limit = лимит
drill-why-other-reading = она есть только в другом разборе этих костей, а не в самом дорогом
drill-why-needs-concealed = нужна закрытая рука, а здесь есть открытые сеты
drill-why-needs-self-draw = победная кость должна быть взята со стены, а здесь она со сноса
drill-why-not-present = в руке её нет
drill-payments-ask = Сколько платит победителю ({ $seat }) каждый игрок?
drill-payments-win = за выигрыш
drill-payments-instant = мгновенные выплаты (пусто — нет)
drill-payments-seat-out = { $seat } (уже вышел из раздачи)
drill-payments-seat-discarder = { $seat } (снёс победную кость)
drill-payments-right = Верно: все суммы!
drill-payments-wrong = Не совсем: верно { $right } из { $total } сумм.
drill-payments-due = нужно: { $amount }
drill-payments-why = { $seat } платит { $amount }: { $why }
drill-payments-instant-why = { $seat }, мгновенно, платит { $amount }: { $why }
drill-payments-out = уже вышел из раздачи: не платит ничего
drill-payments-nothing = не платит ничего
drill-reading-ask = Эти кости можно разобрать по-разному. Какой разбор стоит больше всего?
drill-reading-n = Разбор { $n }
drill-reading-right = Верно: этот разбор стоит больше всего!
drill-reading-wrong = Не совсем: дороже всего разбор { $n } — { $amount }.
## Тренировка: ожидания
drill-waits-prompt = Нажмите на каждую кость, которая завершает эту руку.
drill-waits-keys = Наберите кость (3m, 7z) или выберите стрелками и пробелом; Enter — проверить.
drill-waits-tile = Выбрать: { $tile }
drill-waits-right =
    { $count ->
        [one] Верно! Рука ждёт только эту кость.
       *[other] Верно! Найдены все кости: { $count }.
    }
drill-waits-found = Найдено { $found } из { $count }.
drill-waits-missed = Пропущены:
drill-waits-wrong = Ничего не завершают:
drill-waits-ready =
    { $count ->
        [one] Рука в ожидании одной кости, в игре осталось { $left }:
        [few] Рука в ожидании, ждёт { $count } кости, в игре осталось { $left }:
       *[other] Рука в ожидании, ждёт { $count } костей, в игре осталось { $left }:
    }
drill-waits-left = осталось { $count }
drill-waits-refused = по правилам такой выигрыш не принимается
drill-waits-more = и ещё { $count }
drill-waits-below-minimum = меньше минимума { $minimum }: ложный выигрыш

## Тренировка: конец стены (Сычуань)
wall-end-prompt = Стена кончилась. Кто из игроков в ожидании, кто без ожидания, а кто «поросёнок»? И кто кому сколько платит?
wall-end-out = Уже выиграли и вышли из раздачи: { $seats }
wall-end-kong-income = получил { $amount } за конг, платил { $seat }
wall-end-state-ready = В ожидании
wall-end-state-not-ready = Без ожидания
wall-end-state-flower-pig = Поросёнок
wall-end-state-was = На самом деле: { $state }
wall-end-wait-value = { $tile } (стоит { $value }, { $fan } { $fan ->
        [one] фан
        [few] фана
       *[other] фанов
    })
wall-end-why-ready = Ожидание: { $waits }; наибольший возможный выигрыш: { $max }.
wall-end-why-not-ready = Ни одна кость не завершает эту руку.
wall-end-why-pig = На руке осталась отсутствующая масть ({ $suit }): { $tiles }.
wall-end-transfers = Кто кому платит
wall-end-transfers-hint = Строка — плательщик, столбец — получатель; если ничего не платится, оставьте поле пустым.
wall-end-pays = Кто \ кому
wall-end-cell = { $from } платит, получает { $to }
wall-end-not-quite = Не совсем. Расчёт:
wall-end-nothing-moves = Никто ничего не платит.
wall-end-owed = { $from } платит { $amount }, получает { $to }
wall-end-owed-penalty = { $from } платит штраф { $amount }
wall-end-owed-none = (ваш ответ { $given }: здесь ничего не причитается)
wall-end-owed-given = (ваш ответ { $given })
wall-end-all-same = Все оставшиеся игроки в одном состоянии: друг другу они ничего не платят.

## Викторина по записи партии
replays-quiz = Вопросы по записи
replays-quiz-level-beginner = Новичок
replays-quiz-level-standard = Обычный
replays-quiz-level-expert = Эксперт
replays-quiz-question = Вопрос: сколько стоит этот выигрыш?
replays-modified = (изменения не сохранены)
replays-autosave-found = В автосохранённой копии этой записи есть несохранённые изменения.
replays-autosave-restore = Восстановить изменения
replays-autosave-discard = Удалить копию
replays-note-add = Добавить заметку
replays-note-add-hint = Заметка после показанного шага (клавиша A)
replays-note-edit = Изменить заметку
replays-note-delete = Удалить эту заметку или вопрос
replays-note-hint = Ваша заметка; Enter — сохранить, Esc — отменить
replays-note-keep = Готово
replays-note-cancel = Отмена
replays-ask-discard = Спросить здесь: что бы вы снесли?
replays-ask-score = Спросить здесь: посчитайте этот выигрыш
replays-save = Сохранить
replays-save-as = Сохранить как…
replays-saved = Сохранено: { $path }
replays-leave-title = Сохранить изменения?
replays-leave-text = В этой записи есть несохранённые заметки или вопросы.
replays-leave-save = Сохранить изменения
replays-leave-discard = Отбросить изменения
replays-leave-cancel = Отмена
replays-quiz-discard = Вопрос: какую кость снести на месте { $seat }?
replays-quiz-discard-wrong = В партии снесли: { $tile }.
replays-quiz-question-expert = Вопрос: сколько стоит этот выигрыш и сколько всего получает победитель?
replays-quiz-total = Итог ({ $unit }):
replays-quiz-receives = получает:
replays-quiz-receives-right = Победитель действительно получает { $amount }.
replays-quiz-receives-also = Победитель получает { $amount }.
replays-quiz-receives-wrong = Итог верный; победитель получает { $amount }.
replays-quiz-continue = Дальше
replays-quiz-continue-hint = Enter — дальше.
replays-quiz-hint = Enter — проверить; лист подсчёта появится после ответа.

## Drill modes from their own files, and the way to the replay quiz
drill-mode-waits = Ожидания
drill-mode-wall-end = Конец стены
drill-mode-replay-quiz = Вопросы по записи
drill-replay-quiz-hint = Открывает просмотр записей с вопросами на этом уровне: откройте любую запись партии, и у каждого выигрыша сначала спросят его итог, а потом покажут разбор.

## The round of discards before a Zung Jung win (one-round immunity)
fact-round-discards = Сносы этого круга, начиная с собственного сноса победителя: { $discards } (на последний из них объявлен выигрыш)

## Составление набора упражнений
set-build-add = Добавить в набор
set-build-window = Составляемый набор
set-build-set-title = Название
set-build-author = Автор
set-build-note = Заметка
set-build-remove = Убрать эту руку
set-build-save = Сохранить набор…
set-build-try = Попробовать в тренировке
set-build-saved = Набор сохранён в
set-build-empty = Рук пока нет: добавьте их кнопкой «Добавить в набор» в калькуляторе, тренировке, примерах правил или у выигрыша в записи партии, либо откройте файл набора.
set-build-added = Рука { $n } добавлена по правилам «{ $system }», вопрос «{ $mode }».
set-build-refused = Не добавлено
set-build-other-rules = все руки набора считаются по правилам его первой руки
set-build-new = Новый набор
replays-win-title = { $game }, раздача { $hand }: { $player } ({ $seat })
replays-add-to-set-hint = Добавляет этот выигрыш в составляемый набор с вопросом о его итоге
rules-add-to-set-hint = Добавляет этот пример в составляемый набор с вопросом о его комбинациях
set-build-opened = Открыт { $path }
set-build-recent = Недавние наборы
set-build-open = Открыть набор…

## Printed worksheets (tilewise worksheet, Export worksheet… in the set builder)
worksheet-situation = Место: { $seat } · Раунд: { $round } · Победная кость: { $tile }, { $win }
worksheet-situation-waits = Место: { $seat } · Раунд: { $round } · Выигрыш: { $win }
worksheet-ask-patterns = Какие комбинации засчитываются? Запишите каждую с её стоимостью.
worksheet-ask-waits = Какие кости завершают эту руку?
worksheet-answer-waits = Завершают: { $tiles }
worksheet-author = автор: { $author }
worksheet-hands = { $count ->
        [one] { $count } рука
        [few] { $count } руки
       *[other] { $count } рук
    }
worksheet-name = Имя
worksheet-date = Дата
worksheet-how-to-read = В каждой руке победная кость стоит отдельно, справа от закрытых костей; за ней объявленные сеты, взятая кость лежит боком; бонусные кости — в конце, меньше размером.
worksheet-answer-key = Ответы
worksheet-page = Страница { $n } из { $count }
worksheet-pdf-failed = Не удалось записать PDF: { $error }
worksheet-generated-title = { $system }: { $pattern }
worksheet-generated-natural = { $system }: руки как в игре
cli-worksheet-written = Рабочий лист записан в { $path }
cli-worksheet-none = генератор не нашёл руки для вопроса «{ $mode }» с целью { $target } по правилам { $rules }
set-build-export = Экспорт рабочего листа…
set-build-export-answers = с ответами
set-build-export-paper = Бумага
set-build-exported = Рабочий лист сохранён в
set-build-export-hint = PDF для печати на языке приложения: пронумерованные руки, их ситуация и строки для ответов
file-filter-pdf = Документ PDF
paper-a4 = A4
paper-letter = Letter (США)

## Copy image / Save as image… (calculator, rules examples, replay)
image-copy = Копировать картинку
image-save = Сохранить картинку…
image-copied = Картинка скопирована в буфер обмена.
image-saved = Картинка сохранена в { $path }
image-extension = { $path }: картинка сохраняется как .png или .svg
image-too-large = Картинка слишком велика для отрисовки ({ $width } × { $height } пикселей).
image-failed = Не удалось записать картинку: { $error }
file-filter-png = Изображение PNG
file-filter-svg = Изображение SVG (векторное)
calc-copy-image-hint = Копирует руку в буфер обмена картинкой: те же кости, что в приложении, на белом фоне
calc-save-image-hint = Сохраняет руку картинкой: PNG или SVG (вектор), если имя оканчивается на .svg
calc-image-empty = Рисовать нечего: сначала добавьте кости в руку
rules-copy-image-hint = Копирует руку-пример в буфер обмена картинкой: те же кости, что в приложении, на белом фоне
rules-save-image-hint = Сохраняет руку-пример картинкой: PNG или SVG (вектор), если имя оканчивается на .svg
replays-copy-image-hint = Копирует стол на этом шаге в буфер обмена картинкой, все руки открыты
replays-save-image-hint = Сохраняет стол на этом шаге картинкой, все руки открыты: PNG или SVG (вектор), если имя оканчивается на .svg
replays-image-none = На этом шаге нет стола, который можно нарисовать

## Viewer: results-only hands and the night at a glance
replays-page-replay = По раздачам
replays-page-replay-hint = Игра шаг за шагом, с расчётами и листом подсчёта каждого выигрыша
replays-page-night = Вечер целиком
replays-page-night-hint = Итоги, баланс каждого игрока по раздачам, крупнейшие руки; экспорт в CSV
replays-results-only = только результаты
replays-results-start = Результаты этой раздачи, как их записал стол
result-entries = Что записал стол (щёлкните запись, чтобы перейти к ней):
result-win = { $seat } выигрывает: { $how }
result-how-discard = со сноса игрока { $from }
result-how-robbing-kong = ограблением конга игрока { $from }
result-kong = { $seat } объявляет конг: { $tiles } ({ $kind })
result-bonus = { $seat } откладывает { $tiles }
result-bonus-dealt = { $seat } откладывает { $tiles } (пришли при раздаче)
result-drawn = Раздача без победителя
result-drawn-nothing = В этой раздаче никто не выиграл; выплат нет.
result-wall-end = Стена закончилась: оставшиеся в игре руки рассчитываются
result-payments = Выплаты
result-payment = { $from } платит { $amount } игроку { $to }
result-no-payment = По этим правилам за это сразу не платят.
result-sheet = Лист подсчёта
night-col-place = №
night-col-player = Игрок
night-col-balance = Баланс
night-col-wins = Выигрыши
night-col-self-draws = Со стены
night-col-deal-ins = Сносов на выигрыш
night-col-best = Лучшая рука
night-plot = Баланс после каждой раздачи
night-axis-hand = Раздача
night-axis-balance = Баланс
night-plot-point = после раздачи { $hand }: { $balance }
night-big-hand-hint = Открывает эту раздачу на её выигрыше
night-export-csv = Экспорт в CSV…
night-export-csv-hint = Записывает все раздачи и выплаты в CSV (строка на выплату) для электронной таблицы
night-csv-saved = CSV записан: { $path }

## Night report
night-title = { $title }: { $hands ->
        [one] { $hands } раздача
        [few] { $hands } раздачи
       *[other] { $hands } раздач
    }{ $drawn ->
        [0] {""}
       *[other] , из них без победителя: { $drawn }
    }
night-standings = Итоги
night-standing = { $place }. { $player } { $balance }: { $wins ->
        [one] { $wins } выигрыш
        [few] { $wins } выигрыша
       *[other] { $wins } выигрышей
    } (со стены { $self_draws }), сносов на выигрыш: { $deal_ins }
night-biggest = Крупнейшие руки
night-big-hand = раздача { $hand }: { $player }, { $amount } ({ $won }): { $patterns }

## Move entry
entry-empty = введите ход, например «d 5m» (взять), «x 9p» (снести), «p» (панг)
entry-unknown-verb = «{ $word }» — не ход: d, x, c, p, k, ck, ak, b, ms, h, hh, wall, note
entry-missing = для «{ $verb }» нужно указать { $what }
entry-bad-argument = «{ $text }» — это не { $what }
entry-ambiguous = это может сделать не один игрок: укажите, кто (E, S, W или N), перед ходом
entry-wanted-tile = одну кость, например 5m или 7z
entry-wanted-bonus-tile = одну бонусную кость, например F1, S3 или A2
entry-wanted-chow-tiles = три кости чоу, например 789p
entry-wanted-suit = масть: m, p или s
entry-wanted-score = счёт
entry-wanted-seats = два или три места, каждое с необязательным счётом, например hh W N или hh W 8 N 4
entry-wanted-tiles = открытые кости, например 123m455p
entry-paste-error = запись { $entry } ({ $text }): { $error }; ничего не введено
moves-paste = Вставить записанную раздачу
moves-paste-hint = Одна запись на ход, как в строке хода, через запятую или с новой строки: 5p, 3m, 7p, S p, 9s
moves-paste-enter = Ввести их
moves-click-discard = Нажмите кость, которую сносит { $seat } (его невидимый добор добавится сам):
moves-click-draw = Нажмите кость, которую вы добрали:
moves-click-claims = Заявки на снос:
moves-click-pung = { $seat }: панг
moves-click-kong = { $seat }: конг
moves-click-my-win = Я выигрываю
entry-wanted-text = текст

## Move entry panel
moves-deal-hint = Введите кости, розданные каждому игроку (у Востока, дилера, 14; бонусные — F1 S2 A3), затем вводите ходы.
moves-seen-from = Запись с места игрока:
moves-my-deal-hint = Введите свои розданные кости (14, если вы Восток, дилер; бонусные — F1 S2 A3): кости остальных не видны.
moves-not-seen = не видны
moves-start = Перейти к ходам
moves-wall = В стене осталось костей: { $left }
moves-ended = Раздача окончена.
moves-next = Ход
moves-line-hint = d 5m · x 9p · W p · h
moves-line-hint-one-seat = 5p · S p · W c 345p · S h 123m… 2z
moves-enter = Ввести
moves-keys = Enter вводит ход · Tab дополняет до допустимых ходов (ещё раз — следующий) · d взять, x снести, c чоу, p панг, k конг, ck/ak закрытый/дополненный конг, b бонус, ms отсутствующая масть, h выигрыш, hh несколько победителей, wall, note
moves-keys-one-seat = Одна запись на ход: кость без команды — снос того, чей ход (добор другого игрока, невидимый, добавится сам), или ваш добор · S p, W c 345p, N k — заявки · S h 123m456p789s11z 2z — выигрыш другого игрока с открытой рукой · Tab дополняет · Enter вводит
moves-undo = Отменить последний ход
moves-edit-deal = Изменить раздачу
moves-no-completion = нет допустимого хода, который так начинается
## Запись партии за живым столом, раздача за раздачей
nav-recorder = Протокол
recorder-title = Запись партии
recorder-intro = Записывайте партию так, как её играет стол: в каждой раздаче — победителя и его руку, а если никто не выиграл, так и отметьте. Движок считает каждый выигрыш, а запись сохраняется после каждого ввода.
recorder-found = Найдена незаконченная запись.
recorder-found-what = { $system }: { $players }; раздач добавлено: { $hands }; дата { $date }.
recorder-found-in-progress = Раздача { $hand } вводилась: она продолжится с того места, где остановились.
recorder-continue = Продолжить её
recorder-set-aside = Отложить
recorder-set-aside-hint = Она останется в папке записей как законченная; ничего не удаляется.
recorder-new-game = Новая партия
recorder-system = Правила
recorder-house-options = Настройки
recorder-player-seat = Игрок, { $seat } в первой раздаче
recorder-date = Дата
recorder-event = Событие
recorder-start = Начать запись
recorder-need-players = Нужны имена четырёх игроков.
recorder-bad-date = Дата не распознана: напишите её как 05.12.2026.
recorder-save-as = Сохранить как…
recorder-open-in-viewer = Открыть в просмотре
recorder-open-in-viewer-hint = Показывает добавленные раздачи на экране повторов.
recorder-finish = Завершить
recorder-finish-hint = Завершает запись: она остаётся сохранённой, и снова появляется форма новой партии.
recorder-autosave-file = Сохраняется после каждого ввода в { $path }.
recorder-autosave-data = Сохраняется после каждого ввода в папке данных приложения.
recorder-autosave-none = Не сохраняется: нет папки данных.
recorder-saved = Сохранено в { $path }.
recorder-hand = Раздача { $hand }
recorder-prevailing = Ветер раунда: { $wind }
recorder-dealer = Дилер: { $player }
recorder-override = Пересадить игроков…
recorder-override-hint = Стол пересел или сменил ветер вопреки правилам: укажите, кто где сидит, и почему.
recorder-override-reason = Причина
recorder-override-apply = Принять эту рассадку
recorder-override-need-reason = Укажите, почему стол пересел.
recorder-override-seats-twice = Каждый игрок сидит на одном месте.
recorder-override-too-late = Пересадка возможна только до первой записи в раздаче.
recorder-cancel = Отмена
recorder-entries = Записано в этой раздаче
recorder-no-entries = Пока ничего не записано.
recorder-undo-entry = Отменить последнюю запись
recorder-undo-entry-hint = Убирает последнюю запись этой раздачи или предыдущей.
recorder-entry-win = { $player } выигрывает с { $tiles }, { $how }
recorder-entry-kong = { $player }: конг { $tiles }
recorder-entry-bonus = { $player }: бонусные кости { $tiles }
recorder-entry-drawn = Раздача без победителя
recorder-entry-wall-end = Конец стены: оставшиеся руки рассчитаны
recorder-entry-penalty = { $player } платит штраф { $amount }
recorder-entry-note = Заметка: { $note }
recorder-winner = Кто выиграл?
recorder-winner-hint = Выберите победителя, чтобы ввести его руку.
recorder-drawn = Без победителя
recorder-written = Счёт, записанный столом
recorder-written-hint = необязательно; другой счёт будет показан, а не отклонён
recorder-same-discard = С того же сноса, что и предыдущий выигрыш
recorder-same-discard-hint = Несколько игроков выиграли с одного сноса.
recorder-add-hand = Добавить раздачу
recorder-add-win = Добавить выигрыш
recorder-win-incomplete = Сначала введите всю руку победителя.
recorder-kong = Конги
recorder-kong-bonus = Конги и бонусные кости
recorder-kong-hint = Объявленные любым игроком во время раздачи; конги победителя есть и в его руке.
recorder-kong-tile = Кость
recorder-add-kong = Добавить конг
recorder-bonus-tiles = Кости
recorder-bonus-dealt = в розданной руке
recorder-add-bonus = Добавить бонусные кости
recorder-wall-end = Конец стены
recorder-wall-end-hint = Стена кончилась: введите руку каждого оставшегося игрока (закрытые кости, сеты в скобках).
recorder-add-wall-end = Рассчитать конец стены
recorder-preview = Вводимый выигрыш
recorder-preview-empty = Выберите победителя и введите руку: здесь появятся лист подсчёта и выплаты.
recorder-disagreement = Стол записал { $written }; по правилам { $computed }.
recorder-payments = Выплаты
recorder-payment = { $from } → { $to }: { $amount }
recorder-balances = Баланс
recorder-hand-column = Раздача
recorder-so-far = эта раздача пока
recorder-total = Итого
recorder-kind = Эта раздача:
recorder-kind-results = Только результат
recorder-kind-results-hint = Как в листе подсчёта: рука победителя, конги, бонусные кости или раздача без победителя.
recorder-kind-moves = Ход за ходом
recorder-kind-moves-hint = Раздача и каждый добор, снос, заявка и конг с клавиатуры: раздачу можно будет просмотреть ход за ходом.
recorder-kind-my-seat = С моего места
recorder-kind-my-seat-hint = То, что вы видели: ваши розданные кости и доборы, все сносы, заявки и конги, бонусные кости остальных и открытую выигрышную руку; кости остальных не нужны. Затем вашу игру можно разобрать.
recorder-kind-too-late = Раздача записывается одним способом: сначала отмените её записи.
recorder-moves-not-ended = Раздача не окончена: введите ходы до выигрыша или до конца стены.
recorder-penalty = Штраф
recorder-penalty-hint = Штраф, который никому не достаётся (ложное объявление выигрыша, ошибочная заявка), в любой момент раздачи.
recorder-penalty-amount = Сумма
recorder-penalty-reason = Причина
recorder-add-penalty = Добавить штраф
recorder-penalty-bad-amount = У штрафа должна быть сумма: целое число от { $min } до { $max }.
recorder-penalty-before-deal = Сначала перейдите к ходам: штраф записывается между двумя ходами.
recorder-moves-undo-key = Отменить ход (протокол)
recorder-preview-moves = Выигрыш в раздаче
recorder-preview-moves-empty = Когда игрок выиграет (h), здесь появятся лист подсчёта и выплаты.

## Notices (app/notice.rs)
notice-close = Закрыть

## Drill in step with the screen (app/drill.rs, replay quiz entry)
drill-set-locked = Задано набором упражнений «{ $title }»: чтобы изменить, вернитесь к случайным рукам.
replays-quiz-pick = Вопросы по записи: откройте запись партии или выберите образец слева, и вопросы появятся по ходу партии.
progress-rule-sc-end-state-ready = Конец стены: опознана рука в ожидании
progress-rule-sc-end-state-not-ready = Конец стены: опознана рука без ожидания
progress-rule-sc-end-state-flower-pig = Конец стены: опознан поросёнок
## Data safety: damaged files kept aside, the set being built, one app per data folder
notice-recorder-kept = Незавершённую запись партии не удалось прочитать: она сохранена как { $path }, и поверх неё ничего не записано.
notice-recorder-file-kept = Пометка о собственном файле этой партии указывает не на её запись: тот файл не тронут, партия сохраняется только в папке данных (пометка сохранена как { $path }). «Сохранить как…» снова сохранит партию в файл.
notice-recorder-draft-kept = Вводимый выигрыш не удалось прочитать: он сохранён как { $path }.
notice-set-draft-kept = Составляемый набор не удалось прочитать: он сохранён как { $path }.
notice-autosave-kept = Автосохранённую копию этой партии не удалось прочитать: она сохранена как { $path }.
notice-kept-failed = Файл { $path } не удалось ни прочитать, ни переместить ({ $error }): он оставлен как есть, и в этом сеансе на его место ничего не записывается.
notice-write-failed = Не удалось записать { $path }: { $error }
notice-remove-failed = Не удалось удалить { $path }: { $error }
notice-data-folder-busy = Эту папку данных ({ $path }) использует другой Tilewise (pid { $pid }). Это окно не читает и не записывает её запись партии, составляемый набор, автосохранения и прогресс: ваша работа здесь хранится только до закрытия окна.
notice-data-folder-busy-unknown = Эту папку данных ({ $path }) использует другой Tilewise. Это окно не читает и не записывает её запись партии, составляемый набор, автосохранения и прогресс: ваша работа здесь хранится только до закрытия окна.
notice-data-folder-unlocked = Папку данных { $path } не удалось заблокировать ({ $error }): в этом сеансе в ней ничего не читается и не записывается.
notice-set-draft-restored = Составляемый набор ({ $title }) восстановлен из прошлого сеанса. «Новый набор» спросит, прежде чем его отбросить.
set-build-discard-ask = Отбросить составляемый набор? Несохранённые изменения будут потеряны.
set-build-discard = Отбросить
set-build-keep = Оставить
settings-problem-fields = этих настроек (остальные сохранены): { $fields }
settings-write-failed = Исправленные настройки не удалось записать ({ $error }).
settings-previous-kept = Настройки, сохранённые ранее, остались без изменений.
## File dialogs and effects (app/run_effect.rs, app/path_dialog.rs)
notice-no-dialogs = Системный диалог выбора файла здесь показать нельзя (нет xdg-desktop-portal и zenity): Tilewise спрашивает путь к файлу в своём окне.
notice-failed = Не выполнено: { $error }
path-title-open = Открыть файл
path-title-save = Сохранить как
path-label = Путь
path-ok = ОК
path-cancel = Отмена
path-hint = Tab дополняет имя, щелчок по элементу ниже выбирает его; Enter подтверждает, Esc отменяет.
path-error-empty = Введите путь к файлу.
path-error-no-file = Файла { $path } нет.
path-error-no-folder = Папки { $path } нет.
path-error-folder = { $path } — это папка: добавьте имя файла.
## Safe writes (files.rs)
write-read-only = { $path }: файл только для чтения и не будет заменён (сначала разрешите запись)
write-not-a-file = { $path }: это не обычный файл (папка, устройство или канал не перезаписываются)
write-is-input = { $path }: это входной файл { $input }: результат никогда не заменяет то, из чего он сделан
write-failed = { $path }: { $error }
said-path = { $what } { $path }
recorder-seat-problem = { $seat }: { $error }

## Worksheets: the most hands (print/worksheet.rs)
worksheet-too-many-hands = в наборе { $count } раздач; лист заданий печатает не больше { $max } (разделите набор)

## App screens: a failed write's reason in notices (app/notice.rs)
write-reason-read-only = файл только для чтения и не будет заменён (сначала разрешите запись)
write-reason-not-a-file = это не обычный файл (папка, устройство или канал не перезаписываются)
write-reason-is-input = это входной файл { $input }: результат никогда не заменяет то, из чего он сделан
write-reason-io = { $error }
write-reason-disk-full = диск заполнен (ничего не заменено)
write-reason-permission = нет прав на запись в это место

## Numbers that are right and consistent (option ranges, pattern values)
error-option-value = { $option }: значение { $value } недопустимо (допустимо: от { $min } до { $max })
limit-worth = лимит: { $amount }
## One word for one thing: a system without a prevailing wind (Sichuan) names none
hand-situation-no-round = { $system } · место { $seat } · { $tile } { $win }
worksheet-situation-no-round = Место: { $seat } · Победная кость: { $tile }, { $win }
worksheet-situation-waits-no-round = Место: { $seat } · Выигрыш: { $win }
## Printed sheets: tiles named in words, the night's score sheet (print/, night.rs)
tile-characters = { $n ->
    [1] единица иероглифов
    [2] двойка иероглифов
    [3] тройка иероглифов
    [4] четвёрка иероглифов
    [5] пятёрка иероглифов
    [6] шестёрка иероглифов
    [7] семёрка иероглифов
    [8] восьмёрка иероглифов
   *[9] девятка иероглифов
}
tile-dots = { $n ->
    [1] единица точек
    [2] двойка точек
    [3] тройка точек
    [4] четвёрка точек
    [5] пятёрка точек
    [6] шестёрка точек
    [7] семёрка точек
    [8] восьмёрка точек
   *[9] девятка точек
}
tile-bamboo = { $n ->
    [1] единица бамбуков
    [2] двойка бамбуков
    [3] тройка бамбуков
    [4] четвёрка бамбуков
    [5] пятёрка бамбуков
    [6] шестёрка бамбуков
    [7] семёрка бамбуков
    [8] восьмёрка бамбуков
   *[9] девятка бамбуков
}
tile-chow-characters = { $a }-{ $b }-{ $c } иероглифов
tile-chow-dots = { $a }-{ $b }-{ $c } точек
tile-chow-bamboo = { $a }-{ $b }-{ $c } бамбуков
group-exposed = { $group } (открытый сет)
group-concealed-kong = { $group } (закрытый конг)
group-winning = { $group } (с победной костью)
tile-wind-east = Восточный ветер
tile-wind-south = Южный ветер
tile-wind-west = Западный ветер
tile-wind-north = Северный ветер
tile-dragon-white = Белый дракон
tile-dragon-green = Зелёный дракон
tile-dragon-red = Красный дракон
tile-flower = { $n ->
    [1] Цветок 1 (слива)
    [2] Цветок 2 (орхидея)
    [3] Цветок 3 (хризантема)
   *[4] Цветок 4 (бамбук)
}
tile-season = { $n ->
    [1] Сезон 1 (весна)
    [2] Сезон 2 (лето)
    [3] Сезон 3 (осень)
   *[4] Сезон 4 (зима)
}
tile-animal-cat = Кошка
tile-animal-rat = Крыса
tile-animal-rooster = Петух
tile-animal-centipede = Сороконожка
night-sheet-hands = Раздачи
night-sheet-col-result = Итог раздачи
night-sheet-won = { $player }: победа { $how }, { $amount }
night-sheet-drawn = Раздача без победителя
night-sheet-wall-end = Конец стены: никто не выиграл; расчёт между оставшимися в игре
night-print = Печать протокола…
night-print-hint = Записывает протокол вечера в PDF: итоги, график баланса и итог каждой раздачи
night-pdf-saved = Протокол записан: { $path }
cli-report-written = Протокол записан: { $path }
## Bundled content: a set's note checked against the sheet (drill/set.rs), sample titles (app/viewer)
error-set-unknown-pattern = в пояснении названа комбинация «{ $id }», которой в этой системе нет
error-set-total-differs = в пояснении итог { $stated }, а рука стоит { $scored }
error-set-not-scored = в пояснении сказано, что «{ $id }» засчитывается, но в листе подсчёта её нет
error-set-scored = в пояснении сказано, что «{ $id }» не засчитывается, но в листе подсчёта она есть
error-set-pays-differs = в пояснении { $payer } платит { $stated }, а в листе подсчёта { $paid }
drill-sets-other-languages = На других языках
sample-title-zj-short-demo = Zung Jung: короткая партия (Юг выигрывает с первого взятия)
sample-title-zj-scoring-mistake = Zung Jung: вечер, подсчитанный за столом, с одной ошибкой
sample-title-zj-immunity-demo = Zung Jung: иммунитет круга
sample-title-zung-jung-seed-27 = Zung Jung: партия ботов № 27, конги всех видов и раздача без победителя
sample-title-zung-jung-seed-70 = Zung Jung: партия ботов № 70, открытые, дополненные и закрытые конги
sample-title-hk-new-style-seed-1 = Гонконг, новый стиль: партия ботов № 1, цветы, конги и ограбление конга
sample-title-hk-new-style-seed-33 = Гонконг, новый стиль: партия ботов № 33, ответственность за девять костей
sample-title-hk-old-style-seed-94 = Гонконг, старый стиль: партия ботов № 94, десять конгов и ограбление конга
sample-title-hk-old-style-from-my-seat = Гонконг, старый стиль: партия ботов № 94 с места игрока Bot B
sample-title-hk-old-style-seed-16567 = Гонконг, старый стиль: партия ботов № 16567, конги всех видов и ответственность за пять костей
sample-title-singapore-seed-2513 = Сингапур: партия ботов № 2513, четыре животных, выплаты за конги и пао за свежую кость
sample-title-singapore-seed-814 = Сингапур: партия ботов № 814, пао за драконов и раздача без победителя
sample-title-sichuan-short-demo = Сычуань: короткая партия (закрытый конг, двое выигравших на одном сносе)
sample-title-singapore-liability-demo = Сингапур: короткая партия (третий дракон взят у Cy, потом выигрыш со стены: Cy платит за всех)
sample-title-sichuan-seed-27301 = Сычуань: партия ботов № 27301, выплаты за конги и ограбление конга
sample-title-sichuan-seed-1720 = Сычуань: партия ботов № 1720, трое выигравших на одном сносе и конец стены
sample-title-annotated-zung-jung = Zung Jung: раздача с пояснениями для клубного вечера
sample-title-annotated-hong-kong = Гонконг, новый стиль: раздача с пояснениями для клубного вечера
sample-title-annotated-singapore = Сингапур: раздача с пояснениями для клубного вечера
sample-title-annotated-sichuan = Сычуань: раздача с пояснениями для клубного вечера
sample-title-club-night-zung-jung = Zung Jung: клубный вечер в Кракове (только результаты)
sample-title-club-night-hong-kong-old-style = Гонконг, старый стиль: пятничный маджонг в Шамшуйпо (только результаты)
sample-title-club-night-hong-kong-new-style = Гонконг, новый стиль: клубный вечер в Санкт-Петербурге (только результаты)
sample-title-club-night-singapore = Сингапур: вечер маджонга под многоэтажкой (только результаты)
sample-title-club-night-sichuan = Сычуань: день в чайной в Чэнду (только результаты)
## Calculator, Add to set, the set panel, the drill's round summary (h4)
calc-refused = Не принято
calc-add-to-set-under = по правилам
calc-add-to-set-hint = Добавляет руку в составляемый набор с подсчётом по правилам, выбранным рядом (предлагаются только те системы, по которым рука — настоящий выигрыш).
calc-add-to-set-none = Пока ни одна система не засчитывает эту руку как выигрыш.
calc-add-to-set-other = составляемый набор — по правилам «{ $set }»
sheet-each-other-player = каждый из остальных
set-build-other-system = этот набор — по правилам «{ $set }», а руку добавляли по правилам «{ $system }». Выберите «{ $set }» рядом с кнопкой «Добавить в набор» или начните новый набор для «{ $system }».
set-build-duplicate = рука { $n } набора — та же самая, с тем же вопросом.
set-build-for = { $system } · { $count ->
        [one] { $count } рука
        [few] { $count } руки
       *[other] { $count } рук
    }
set-build-close = Закрыть
drill-summary-review-hint = Щёлкните по вопросу, чтобы увидеть его снова вместе с подсчётом.
drill-summary-review = Снова вопрос { $n }: рука, ваш ответ и подсчёт
drill-summary-review-close = Скрыть вопрос
set-build-fold = Свернуть панель в полоску (набор сохранится)
set-build-unfold = Показать составляемый набор ({ $count ->
        [one] { $count } рука
        [few] { $count } руки
       *[other] { $count } рук
    })
## Recorder, replays layout, wall's end drill (h5)
wall-end-nobody-hint = Столбец «{ $nobody }» — для штрафа, который не получает ни один игрок.
recorder-ended = Раздача { $hand } записана.
recorder-ended-drawn = Раздача { $hand } записана без победителя: никто не выиграл.
recorder-undo-ended = Отменить
recorder-undo-ended-hint = Возвращает раздачу { $hand }, чтобы ввести её заново.
recorder-hand-disagreement = { $player }: стол записал { $written }, по правилам { $computed }
## Tile styles (View menu)
settings-large-tiles = Крупные кости
settings-large-tiles-hint = Все кости в 1,4 раза крупнее; ряды, которые не помещаются, переносятся или прокручиваются.
settings-high-contrast = Контрастные кости
settings-high-contrast-hint = Белые кости, тёмные контуры и свой цвет у каждой масти, различимый и при дальтонизме: точки синие, бамбук оранжевый, иероглифы чёрные.
## discard drill
drill-mode-discard = Что бы вы снесли?
discard-source = Позиции:
discard-source-generated = Созданные
discard-source-mine = Из моих игр ({ $count })
discard-mine-empty = Позиций из ваших игр пока нет: разберите игру в «Записях» и выберите «Добавить в мои упражнения».
discard-prompt = Что бы вы снесли? Нажмите на кость.
discard-dealer = Дилер: { $seat }
discard-draws-left = { $count ->
        [one] Осталось { $count } взятие со стены
        [few] Осталось { $count } взятия со стены
       *[other] Осталось { $count } взятий со стены
    }
discard-from-game = Из вашей игры { $record }, раздача { $hand }, ход { $step }
discard-table = Видно на столе (сносы и сеты других игроков):
discard-hint = Нажмите на кость, которую снесли бы; советник оценит ответ сразу.
discard-tile = Снести: { $tile }
discard-right = Верно: { $tile } — лучший снос.
discard-acceptable = Допустимо: { $tile } теряет { $loss } по сравнению с лучшим сносом, { $best }, — малая ошибка (большая не доказана).
discard-acceptable-no-mistake = Допустимо: { $tile } теряет { $loss } по сравнению с лучшим сносом, { $best }, — слишком мало, чтобы назвать это ошибкой.
discard-wrong = Неверно: { $tile } теряет { $loss } по сравнению с лучшим сносом, { $best }, — { $severity }.
discard-played = В игре снесена кость: { $tile }.
discard-ranking = Оценка советника
discard-samples = Каждый снос оценён итогом остатка раздачи — что вы получите минус что заплатите, включая снос в чужую победу, — не более чем по { $count } смоделированным продолжениям, одним и тем же для всех сносов (± стандартная ошибка).
discard-col-discard = Снос
discard-col-shanten = Шантен
discard-col-improving = Улучшающие кости
discard-col-copies = Осталось костей
discard-col-win-chance = Шанс выигрыша
discard-col-expected = Итог
discard-col-note = Примечание
discard-best = лучший
discard-your-choice = ваш выбор
discard-played-mark = сыграно в игре
discard-equal = Допустимо: ваш снос ({ $tile }) не отличить от лучшего, { $best } ({ $ahead ->
        [yes] итог выше на { $loss }
       *[no] { $loss }
    }).
discard-col-deal-in = Снос в победу
discard-col-loss = Против лучшего
discard-equal-mark = не хуже лучшего
notice-my-drills-added = { $count ->
        [0] Новых позиций нет: они уже есть в ваших упражнениях.
        [one] { $count } позиция добавлена в ваши упражнения.
        [few] { $count } позиции добавлены в ваши упражнения.
       *[other] { $count } позиций добавлено в ваши упражнения.
    }
notice-my-drills-kept = Сохранённые позиции упражнений не прочитаны ({ $error }): файл сохранён как { $path }, список начат заново.
notice-my-drills-unmoved = Сохранённые позиции упражнений не прочитаны ({ $error }), и файл { $path } не удалось отложить: он оставлен как есть, а новые позиции хранятся до закрытия программы.
progress-rule-discard-missing-suit = Снос отсутствующей масти
progress-rule-discard-ready = Снос, после которого рука в ожидании
progress-rule-discard-one-away = Снос в одной кости от ожидания
progress-rule-discard-far = Снос далеко от ожидания
progress-rule-waits-two-sided = Найти двустороннее ожидание
progress-rule-waits-closed = Найти ожидание в середину
progress-rule-waits-edge = Найти крайнее ожидание
progress-rule-waits-pung = Найти ожидание на две пары
progress-rule-waits-pair = Найти ожидание на одну кость
progress-rule-waits-thirteen-sided = Найти ожидание на тринадцать костей
progress-rule-waits-other = Найти ожидание, которое правила не засчитывают
progress-rule-waits-only-waits = Выбирать только кости, которые завершают руку

## review panel
review-panel = Анализ
review-panel-hint = Каждое решение одного игрока, оценённое советником; ошибки отмечены на шкале шагов
review-player = Чьи решения:
review-values = Оценки: итог, шанс победы и сноса в чужую победу
review-values-hint = Медленнее: чего стоит каждый вариант до конца раздачи — что игрок получит минус что заплатит, включая снос в чужую победу, — по розыгрышам всего стола, с погрешностью
review-start = Начать анализ
review-start-hint = Считается в фоне; стол тем временем доступен
review-progress = Решений: { $done } из { $total }
review-cancel = Остановить анализ
review-other-running = Идёт другой анализ; запуск этого остановит его.
review-error-stopped = Анализ прервался без ответа
review-summary = { $player } · решений: { $decisions } · как советует анализ: { $matched } ({ $percent }%) · упущено: { $loss }
review-no-decisions = У этого игрока нет решений для анализа.
review-hands-without = Раздачи, записанные только результатами (анализировать нечего): { $hands }
review-results-only = Эта раздача записана только результатами: решений для анализа нет.
review-no-decisions-hand = В этой раздаче у игрока не было решений.
review-not-a-decision = На этом шаге решение не за игроком { $player }: перейдите к отмеченному шагу или выберите ошибку ниже.
review-decision = Решение: { $player } ({ $seat }) · шантен { $shanten }
review-played = Сыграно: { $choice }
review-best = Лучше всего: { $choice }
review-loss = Упущено против лучшего хода: { $loss } ± { $error } ({ $unit }; { $severity })
review-severity-none = не ошибка
review-severity-small = малая ошибка
review-severity-medium = средняя ошибка
review-severity-big = крупная ошибка
review-choice-discard = снос: { $tile }
review-choice-kong = конг: { $tile }
review-choice-chow = чоу { $tile }
review-choice-win = выигрыш
review-choice-pung = панг
review-choice-pass = пас
review-choice-kong-short = конг
review-choice-chow-short = чоу
review-col-choice = Вариант
review-col-shanten = Шантен
review-col-improving = Кости
review-col-win = Выигрыш
review-col-expected = Итог
review-mark-best = лучший
review-mark-played = сыгран
review-col-deal-in = Риск
review-equal-list = Не хуже лучшего (не отличить): { $choices }
review-equal-played = Сыгранный ход не отличить от лучшего: ошибки нет.
review-cand-equal = не хуже лучшего ({ $ahead ->
        [yes] итог выше на { $loss }
       *[no] { $loss }
    } ± { $error })
review-cand-loss = теряет { $loss } ± { $error }
review-mark-equal = = лучшему
review-deal-in-hint = Шанс, что этот ход приведёт к сносу в чужую победу (сейчас или позже), и во что это обходится в среднем
review-net-hint = Итог остатка раздачи для игрока, ± стандартная ошибка
review-biggest-hand = Крупнейшие ошибки раздачи { $hand }
review-biggest-game = Крупнейшие ошибки игры
review-no-mistakes = Нет: каждое решение было лучшим или близким к нему.
review-mistake = Раздача { $hand }, шаг { $step }: { $played }, лучше { $best } (−{ $loss } ± { $error })
review-jump-hint = Перейти к этому решению
review-add-one = Добавить эту ошибку в мои тренировки
review-add-list = Добавить их в мои тренировки
review-add-hint = Позиция станет вопросом «Что бы вы снесли?» в ваших тренировках
review-add-list-hint = Ошибочные сносы среди них станут вопросами «Что бы вы снесли?» в ваших тренировках (те, где и лучшим был снос)
## Review of a record (h3)
review-error-no-player = в записи нет игрока { $name }; игроки записи: { $players }
review-error-not-seen-from = запись сделана с места игрока { $seen_from }: разобрать можно только его игру, а не игру { $name }
review-error-no-hand = в записи нет раздачи { $hand }
review-error-cancelled = анализ отменён
review-error-replay = { $text }
review-error-position = { $place }: советник не может прочесть эту позицию: { $error }
position-text-notation = { $field }: { $error }
position-text-bad-meld = сет { $index } ('{ $text }'): пишите его как 'pung 5z', 'chow 3m', 'kong 5z', 'concealed kong 5z' или 'added kong 5z', а взятый со сноса — с 'from west'
position-text-too-many-tiles = --hand: { $found ->
        [one] { $found } кость
        [few] { $found } кости
       *[other] { $found } костей
    }, а в руке их не больше 14
position-text-bad-seat = --others, запись { $index } ('{ $text }'): { $problem }
position-seat-no-seat = '{ $text }' — не место за столом; начните с east, south, west или north
position-seat-no-suit = '{ $text }' — не масть; пишите m, p или s
position-seat-unknown-part = '{ $text }' — не melds, discards, bonus, missing и не out
position-error-wrong-count = в закрытой части руки { $found ->
        [one] { $found } кость
        [few] { $found } кости
       *[other] { $found } костей
    } при объявленных сетах: { $melds }; для решения нужно { $expected }
position-error-fifth-copy = больше четырёх костей { $tile } в руке, сетах и видимых костях
position-error-not-in-set = кости { $tile } нет в наборе этой системы правил
position-error-too-many-melds = больше четырёх сетов ({ $n })
position-error-others-too-many-melds = у игрока { $seat } больше четырёх сетов ({ $n })
position-error-bad-meld = сет { $index }: с его кости не начинается ни одно чоу
position-error-own-discard = игрок не может взять собственный снос
position-error-no-kong-to-rob = у игрока { $seat } нет дополненного конга { $tile }: ограбить конг можно, только когда кость добавляют к пангу
position-error-no-missing-suit = в Сычуани нужна масть, которую игрок объявил отсутствующей
position-error-replacement-without-kong = замещающая кость после конга, но у игрока нет конга
position-error-replacement-without-bonus = замещающая кость после бонусной, но у игрока нет отложенных бонусных костей
position-error-wall-too-long = в живой стене осталось костей: { $wall }, а раздача по этим правилам начинается с { $most }
position-error-bonus-not-in-play = { $seat }: бонусная кость { $tile } не в игре по этим правилам
position-error-bonus-twice = бонусная кость { $tile } встречается на столе дважды
position-error-missing-outside-sichuan = { $seat }: отсутствующую масть объявляют только в Сычуани
position-error-out-outside-sichuan = { $seat } вышел из раздачи: играть дальше после победы можно только в Сычуани
position-error-no-chow-claims = сет { $index }: в этой системе правил чоу не берут
position-error-meld-of-missing-suit = сет { $index }: из масти, объявленной отсутствующей, — её никогда не берут
review-cli-title = Анализ решений игрока { $player }: { $count ->
        [one] { $count } решение
        [few] { $count } решения
       *[other] { $count } решений
    }
review-cli-decision = Раздача { $hand }, шаг { $step } ({ $seat }): сыграно { $played }, лучше { $best }, { $ahead ->
        [yes] итог выше, чем у лучшего, на { $loss }
       *[no] потеря { $loss }
    } — { $severity }
review-cli-claim = Раздача { $hand }, шаг { $step } ({ $seat }), снос игрока { $from } — { $tile }: сыграно { $played }, лучше { $best }, { $ahead ->
        [yes] итог выше, чем у лучшего, на { $loss }
       *[no] потеря { $loss }
    } — { $severity }
review-cli-rob = Раздача { $hand }, шаг { $step } ({ $seat }), игрок { $from } дополняет конг — { $tile }: сыграно { $played }, лучше { $best }, { $ahead ->
        [yes] итог выше, чем у лучшего, на { $loss }
       *[no] потеря { $loss }
    } — { $severity }
review-cli-choice-none = ничего
review-cli-severity-none = без ошибки
review-cli-severity-small = малая ошибка
review-cli-severity-medium = средняя ошибка
review-cli-severity-big = большая ошибка
review-cli-equal = не хуже лучшего (не отличить)
review-cli-summary = Лучший ход сыгран в { $matched } из { $decisions } решений ({ $rate } %); общая потеря { $loss }.
review-cli-unit-receipts = Потеря — итог, упущенный по сравнению с лучшим ходом (± стандартная ошибка, на одних и тех же розыгрышах); ошибкой ход назван, только если потеря за вычетом трёх стандартных ошибок всё ещё выше порога — то есть это не шум.
review-cli-unit-steps = Потеря в шагах до ожидания (анализ без оценки выплат): 1 — потерянный шаг, меньше — доля упущенных улучшающих костей.
review-cli-biggest = Самые большие ошибки:
review-cli-why-best = лучший ход, { $choice }: { $reasons }
review-cli-why-played = сыгранный ход, { $choice }: { $reasons }
review-cli-biggest-hand = Самая большая ошибка каждой раздачи:
review-cli-no-mistakes = Ошибок нет.
review-cli-without = Раздачи без решений (записаны только итоги): { $hands }
review-too-thin = Без оценки: записи там мало (у вас была кость, которой запись не видела, — ваш добор не записан) — раздача · шаги: { $places }
review-cli-no-decisions = Анализировать нечего: в проанализированных раздачах нет решений игрока { $player } (в раздаче, записанной только итогами, решений нет).
## Advisor (tilewise advise)
cli-duel-head = Дубликатная игра по правилам { $rules }: раздач — { $hands }, зерно { $seed }; каждая раздача сыграна дважды на одной стене (советник на одном месте, затем бот на том же месте).
cli-duel-side = { $who }: { $mean } ({ $unit }) за раздачу; выиграно раздач — { $win } %, снос в чужую победу — { $dealin } %
cli-duel-advisor = Советник
cli-duel-bot = Бот
cli-duel-diff = Советник минус бот: { $diff } ({ $unit }) за раздачу, 95-процентный интервал [{ $lo }, { $hi }]
cli-duel-luck = То же за вычетом везения в доборе (вес { $weight }): { $diff } ({ $unit }) за раздачу, 95-процентный интервал [{ $lo }, { $hi }]
cli-duel-luck-few = Везение в доборе вычитается начиная с { $deals } раздач (по меньшему числу его вес не подобрать).
cli-duel-against = Советник против прежней дубликатной игры, попарно на тех же раздачах ({ $deals }, изменилось — { $changed }): { $gain } ({ $unit }) за раздачу, 95-процентный интервал [{ $lo }, { $hi }]
cli-duel-against-luck = Тот же выигрыш за вычетом везения в доборе (вес { $weight }): { $diff } ({ $unit }) за раздачу, 95-процентный интервал [{ $lo }, { $hi }]
cli-duel-not-json = --against { $path }: это не JSON дубликатной игры: { $error }
cli-calibrate-head = { $rules }: раздач — { $hands }, зерно { $seed }, розыгрышей на решение — { $rollouts }
cli-calibrate-columns = группа: решения · победа: прогноз, на деле, расхождение ± ошибка · итог: прогноз, на деле, |на деле|, расхождение ± ошибка, доля расхождения
cli-calibrate-none = — (таких решений нет)
cli-calibrate-ready = в ожидании
cli-calibrate-one-away = в шаге от ожидания
cli-calibrate-all = все
cli-calibrate-table-head = модель против самого стола (скрытые кости на своих местах, разыгран лишь порядок стены):
cli-calibrate-table-columns = выбор: решения · победа: модель, стол, расхождение ± ошибка · итог: модель, стол, |стол|, расхождение ± ошибка, доля расхождения
cli-calibrate-played = сыгранный
cli-calibrate-deal-in-head = сыгранный выбор и снос в чужую победу (победа: вероятность сноса; итог: опасность, во что он обходится):
cli-calibrate-deal-in = снос
cli-calibrate-deal-in-now = этой костью сразу
cli-calibrate-passed-head = пас на победу со сноса или с конга (победа: вероятность после паса; итог: что пас даёт сверх победы):
cli-calibrate-every-win = каждая победа
cli-calibrate-model-pass = пас по модели
cli-calibrate-pass = раздача { $hand }, ход { $step }, { $player }: пас даёт { $model } ± { $model_error } (победа { $model_win }) в модели и { $table } ± { $table_error } (победа { $table_win }) на самом столе
calibrate-error-seen-from = запись сделана с места игрока { $player }: кости остальных не видны
calibrate-error-simulator = симулятор не смог сыграть партию: { $text }
cli-simulate-players = --players: игроков должно быть четверо, а не { $found }
cli-fmt-not-canonical = { $path }: не в каноническом виде ({ $kind })
cli-fmt-rewritten = { $path }: переписан
cli-fmt-not-a-record = не запись партии: { $error }
format-kind-hand = файл руки
format-kind-game-record = запись партии
format-kind-settlement = файл расчёта
format-kind-drill-set = набор упражнений
format-error-unknown = Tilewise не знает такого файла; прочитан как { $kind }: { $error }
duel-pairing-rules = прежняя дубликатная игра шла по правилам { $earlier }, эта — по { $now }
duel-pairing-seed = у прежней дубликатной игры зерно { $earlier }, у этой { $now }: раздачи у них разные
duel-pairing-order = в прежней дубликатной игре на месте раздачи { $expected } стоит раздача { $found }
duel-pairing-bot = раздача { $deal }: у бота там было { $earlier }, а теперь { $now } — стены или боты разные, и раздачи не сравнить попарно
duel-pairing-empty = в прежней дубликатной игре нет ни одной раздачи
cli-advise-head = { $rules }: шантен до выбора — { $shanten }
cli-advise-line = { $rank }. { $choice } — шантен { $shanten }, { $kinds ->
    [0] улучшающих костей нет
   *[other] улучшающих костей осталось: { $left } (видов: { $kinds }): { $tiles }
}
cli-advise-line-win = { $rank }. { $choice } — рука собрана
cli-advise-value = итог { $expected } ± { $error } ({ $unit }), шанс победы { $chance } %, снос в чужую победу { $deal_in } %, опасность { $danger } (розыгрышей: { $samples })
cli-advise-value-exact = итог { $expected } ({ $unit }), точно (победа, взятая сейчас, платит одинаково в каждом розыгрыше)
cli-advise-best = Лучший ход: { $choice }
cli-advise-loss = потеря { $loss } ± { $error } ({ $unit }) против лучшего хода
cli-advise-equal = не отличить от лучшего хода ({ $ahead ->
        [yes] итог выше на
       *[no] потеря
    } { $loss } ± { $error }, { $unit })
cli-advise-focus-absent = --focus: хода «{ $choice }» в этой позиции нет (возможные ходы: { $choices })
cli-advise-rollouts = розыгрышей всего: { $rollouts }, зерно { $seed }
reason-more-improving = больше улучшающих костей ({ $this } против { $other })
reason-fewer-improving = меньше улучшающих костей ({ $this } против { $best })
reason-closer = { $shanten ->
    [0] после хода рука в ожидании
   *[other] рука ближе к ожиданию (шантен { $shanten })
  }
reason-further = на шаг дальше от ожидания (шантен { $shanten })
reason-dead-wait = мёртвое ожидание: победных костей не осталось
reason-keeps-pattern = сохраняет шанс на комбинацию «{ $pattern }» ({ $unit }: { $value })
reason-seen = безопаснее: эта кость видна уже { $times } раза
reason-their-missing-suit = безопасно против игрока { $seat }: его отсутствующая масть
reason-wins-more-often = выигрывает чаще ({ $this } % против { $other } %)
reason-wins-less-often = выигрывает реже ({ $this } % против { $other } %)
reason-deal-in = шанс снести в чужую победу { $chance } %
reason-deal-in-now = шанс снести в чужую победу { $chance } % (этой костью сразу — { $now } %)
reason-wins-bring-more = победы в среднем дороже: { $this } против { $other } ({ $unit })
reason-wins-bring-less = победы в среднем дешевле: { $this } против { $other } ({ $unit })
reason-wins-now = победа сейчас: { $amount } ({ $unit })
reason-waits-worth = победа приносит: { $waits } ({ $unit })
reason-wait-discard = { $tiles } +{ $discard }
reason-wait-both = { $tiles } +{ $discard } со сноса, +{ $self } со стены
reason-wait-self = { $tiles } +{ $self } только со стены
## The square table (replay viewer)
replays-table = Стол, вид со стороны нижнего места
## Tile sets from pictures (--tiles, View → Tiles)
tileset-picture-too-many-bytes = { $mib } МиБ, больше { $limit } МиБ
tileset-picture-too-large = { $width } × { $height } пикселей, больше { $limit } по стороне
tileset-picture-not-a-picture = не картинка PNG, JPEG или WebP
tileset-picture-damaged = повреждена: { $error }
tileset-picture-unreadable = не читается: { $error }
tileset-notice-missing =
    { $count ->
        [one] нет картинки для { $tiles }: нарисована встроенная
       *[other] нет картинок для { $count } костей ({ $tiles }): нарисованы встроенные
    }
tileset-notice-refused = { $file }: { $problem }; нарисована встроенная
tileset-notice-unknown = { $file }: нет кости с таким именем; пропущен
tileset-notice-duplicate = { $file }: вторая картинка для кости из { $kept }; пропущен
tileset-error-not-a-set = { $path }: не папка и не .zip с картинками костей
tileset-error-unreadable = { $path }: не читается: { $error }
tileset-error-zip = { $path }: zip не читается: { $error }
tileset-error-unsafe-name = в zip есть { $name } — путь за пределами его папки: отклонено
tileset-error-zip-lies = { $name } в zip распаковывается в больше, чем заявлено: отклонено
tileset-error-scattered = картинки в zip лежат в нескольких папках ({ $folders }): сложите их в одну
tileset-error-too-big = в наборе больше { $limit } МиБ: отклонено
tileset-error-too-many-files = в наборе больше { $limit } файлов: отклонено
tileset-error-manifest = файл tileset.ron: { $error }
tileset-error-aspect = tileset.ron: пропорция { $aspect } не между { $min } и { $max }
tileset-error-nothing-usable = { $path }: нет ни одной годной картинки кости (имена 1m … 7z, F1 … A4, back; PNG, JPEG или WebP)

## Наборы костей на экране: Вид → Кости, просмотр, уведомления.
settings-tiles = Кости
tiles-built-in = Встроенные кости
tiles-ivory = Слоновая кость (набор в комплекте)
tiles-ivory-hint = Наш собственный набор картинок: лицевые стороны цвета слоновой кости, бамбуковая рубашка.
tiles-open-folder = Открыть папку набора костей…
tiles-open-zip = Открыть набор костей (.zip)…
tiles-loading = Загрузка костей…
tiles-preview-title = Набор костей: { $name }
tiles-author = Автор: { $author }
tiles-licence = Лицензия: { $licence }
tiles-origin = Откуда: { $path }
tiles-bundled = встроен в Tilewise
tiles-ivory-author = авторы Tilewise (нарисован графикой самого приложения, examples/ivory_set.rs)
tiles-ivory-licence = MIT или Apache-2.0
tiles-complete = У каждой кости есть картинка.
tiles-use = Использовать этот набор
tiles-cancel = Отмена
file-filter-tile-folder = Папка с картинками костей
file-filter-tile-zip = Zip-архив с картинками костей
notice-tileset-failed = Этот набор костей нельзя использовать: { $error }. Кости остались прежними.
notice-tileset-gone = Набор костей, выбранный в прошлый раз, не загружается: { $error }. Пока он не вернётся или не будет выбран другой набор в меню «Вид», рисуются встроенные кости.
notice-tileset-notice = Набор костей «{ $name }»: { $notice }.

## Club seasons: standings, seating, the season file's errors.
season-heading = { $name } — { $system }: сыграно { $played } из { $nights ->
        [one] { $nights } вечера
       *[other] { $nights } вечеров
    }
season-scoring-raw = Очки: баланс каждого стола в { $unit }
season-scoring-places = Очки за место за столом: { $points } (при равенстве очки мест делятся)
season-scoring-uma = Очки: баланс × { $per_point } плюс ума { $uma } за место (при равенстве делится)
season-scoring-best = Засчитываются только { $best ->
        [one] { $best } лучший вечер
        [few] { $best } лучших вечера
       *[other] { $best } лучших вечеров
    } каждого игрока
season-scoring-min = В зачёте после { $min ->
        [one] { $min } сыгранного вечера
       *[other] { $min } сыгранных вечеров
    }
season-scoring-subs-count = Результат замены засчитывается игроку, вместо которого он играл
season-scoring-subs-not = Результат замены не засчитывается никому
season-tie-breaks = При равенстве решают: { $chain }
season-tb-points = очки
season-tb-score = счёт
season-tb-places = 1-е, 2-е, 3-и места
season-tb-best-game = лучшая игра
season-tb-rating = рейтинг
season-tb-name = имя
season-col-rank = #
season-col-player = Игрок
season-col-points = Очки
season-col-score = Счёт
season-col-nights = Вечера
season-col-places = 1-2-3-4
season-col-best-game = Лучшая игра
season-col-rating = Рейтинг
season-guest = гость
season-unranked = – вне зачёта: сыграно меньше { $min ->
        [one] { $min } вечера
       *[other] { $min } вечеров
    }
season-penalties = Штрафы
season-penalty = { $player } { $points }{ $night ->
        [0] {""}
       *[other] {" "}(вечер { $night })
    }: { $reason }
season-problems = Не засчитано или требует проверки
season-table-unreadable = Вечер { $night }, стол { $table }: { $error } — вне зачёта
season-table-parse = Вечер { $night }, стол { $table }: { $path }: { $error } — вне зачёта
season-table-replay = Вечер { $night }, стол { $table }: { $error } — вне зачёта, пока не исправлено
season-table-rules = Вечер { $night }, стол { $table }: запись играет по правилам { $found }, сезон — { $season } — вне зачёта
season-table-twice = Вечер { $night }, стол { $table }: { $name } уже играет за столом { $first } — вне зачёта
season-problem-guest = Вечер { $night }, стол { $table }: «{ $name }» не игрок сезона и считается гостем
season-problem-guest-like = Вечер { $night }, стол { $table }: «{ $name }» не игрок сезона; может быть, это { $like }? Объедините имена, чтобы стол засчитался игроку { $like }
season-substitute-for = Вечер { $night }: замена { $name } играет вместо «{ $player }», который не игрок сезона
season-seat-heading = Вечер { $night }: { $method }, зерно { $seed }
season-method-random = случайно
season-method-swiss = швейцарская система (по таблице)
season-method-fewest-repeats = меньше всего повторных встреч
season-seat-table = Стол { $table }: { $seats }
season-seat-sit-out = Отдыхают: { $names }
season-seat-cost = Повторные встречи: { $repeats } (с прошлого вечера: { $back }); неравномерность ветров { $imbalance }; { $tries ->
        [one] { $tries } перемешивание
        [few] { $tries } перемешивания
       *[other] { $tries } перемешиваний
    }
season-seat-too-few = { $found ->
        [one] { $found } игрок
        [few] { $found } игрока
       *[other] { $found } игроков
    }: за стол садятся четверо
season-seat-twice = { $name } назван дважды
season-seat-empty-name = Пустое имя игрока
season-error-newer = Файл сезона версии { $found }; эта версия Tilewise читает до { $known }
season-invalid-empty-name = Игрок { $index }: пустое имя
season-invalid-twice-player = Игрок «{ $name }» указан дважды
season-invalid-not-finite = { $field }: { $value } — не число
season-invalid-no-best-nights = best_nights: при 0 не засчитывается ни один вечер
season-invalid-twice-tie-break = tie_breaks: «{ $key }» указан дважды
season-invalid-seated-twice = Вечер { $night }, стол { $table }: { $name } сидит дважды
season-invalid-seated-empty = Вечер { $night }, стол { $table }: место без имени
season-invalid-penalty-player = Штраф { $index }: «{ $player }» не игрок сезона
season-invalid-penalty-night = Штраф { $index }: вечера { $night } нет в сезоне (вечеров: { $nights })
season-merge-no-player = «{ $name }» не игрок сезона
season-merge-same = «{ $name }» — уже этот игрок
season-merged = «{ $name }» теперь засчитывается как { $player }
season-new-exists = { $path }: такой файл уже есть; новый сезон поверх него не записывается
season-added = { $tables ->
        [one] Добавлен { $tables } стол
        [few] Добавлено { $tables } стола
       *[other] Добавлено { $tables } столов
    } к вечеру { $night }
season-standings = Турнирная таблица
season-plot = Очки сезона после каждого вечера
season-axis-night = Вечер
season-per-night = Очки по вечерам
season-subheading = { $system }: сыграно { $played } из { $nights ->
        [one] { $nights } вечера
       *[other] { $nights } вечеров
    }
season-written = Лист сезона записан: { $path }
nav-season = Сезон
file-filter-season = Файл сезона
file-filter-html = Веб-страница
season-none = Сезон не открыт. Откройте файл сезона, создайте новый или посмотрите пример: восемь пятничных вечеров клуба Zung Jung.
season-new = Новый сезон…
season-open = Открыть…
season-open-example = Открыть пример
season-example = Пример сезона
season-open-failed = { $path } не открывается как сезон: { $error }
season-rank-stopped = Столы сезона не прочитаны (ошибка в Tilewise); сезон показан без таблицы.
season-untitled = Сезон без названия
season-table-refused = { $path } — не запись игры: { $error }
season-example-read-only = Пример только для чтения: сохраните копию, чтобы его менять.
season-table-added = Добавлено как вечер { $night }, стол { $table }
season-seating-added = Рассадка записана в сезон как вечер { $night }; добавьте запись каждого стола, когда он сыгран.
season-copy-elsewhere = Копия сохраняется в папке сезона, где лежат файлы его столов.
season-exported = Записано: { $path }
season-add-table = Добавить стол…
season-add-table-hint = Запись игры (по результатам или по ходам): заполняет рассаженный стол тех же игроков, иначе открывает новый вечер.
season-save-copy = Сохранить копию…
season-print = Напечатать лист сезона…
season-web-page = Веб-страница…
season-web-page-hint = Один файл HTML с таблицей и графиком, для сайта клуба.
season-new-title = Новый сезон
season-new-name = Название
season-new-name-hint = например, Пятничный клуб, весна 2027
season-new-system = Правила
season-new-players = Игроки
season-new-players-hint = имена через запятую (остальные добавятся, когда сыграют)
season-create = Создать…
season-cancel = Отмена
season-reading = Столы читаются и проверяются…
season-unranked-short = – вне зачёта: сыграно меньше вечеров, чем требует сезон
season-merge-into = Считать игроком { $player }
season-seat-title = Рассадить следующий вечер
season-seat-who = Кто пришёл сегодня:
season-seat-method = Столы по
season-seat-seed = Зерно
season-seat = Рассадить
season-seat-add = Добавить этот вечер в сезон
recorder-add-to-season = Добавить в сезон
recorder-add-to-season-hint = Добавляет эту игру в сезон, открытый на экране «Сезон», как стол его следующего вечера.
season-seated-night = Вечер { $night }, рассадка
season-none-open = Сезон не открыт: откройте или создайте его, затем добавьте игру снова.
