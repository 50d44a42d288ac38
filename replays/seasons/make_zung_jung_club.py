#!/usr/bin/env python3
"""Makes the bundled example season, replays/seasons/zung-jung-club.season.ron, with the
command line a club uses: eight Friday nights of a Zung Jung club of ten, six to nine players
a night; each night seated by `tilewise season seat --add` (fewest repeat meetings, the night's
number as the seed), each table played by `tilewise simulate` (eight hands, results only, as a
club's score sheet records them) and added with `tilewise season add --embed`.

    python3 replays/seasons/make_zung_jung_club.py [path/to/tilewise]
"""
import json
import os
import subprocess
import sys
import tempfile

TILEWISE = sys.argv[1] if len(sys.argv) > 1 else "tilewise"
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "zung-jung-club.season.ron")

CLUB = ["Anna", "Bartek", "Celina", "Dawid", "Ewa", "Filip", "Grażyna", "Henryk", "Irena", "Jan"]
# Who came each Friday: 6 to 9 of the ten.
NIGHTS = [
    ("2026-09-04", "Anna Bartek Celina Dawid Ewa Filip Grażyna Henryk"),
    ("2026-09-11", "Anna Bartek Celina Dawid Ewa Filip"),
    ("2026-09-18", "Anna Bartek Celina Ewa Filip Grażyna Henryk Irena Jan"),
    ("2026-09-25", "Anna Celina Dawid Ewa Grażyna Irena Jan"),
    ("2026-10-02", "Anna Bartek Dawid Ewa Filip Grażyna Henryk Irena"),
    ("2026-10-09", "Bartek Celina Dawid Filip Henryk Jan"),
    ("2026-10-16", "Anna Bartek Celina Dawid Ewa Filip Grażyna Irena Jan"),
    ("2026-10-23", "Anna Bartek Celina Dawid Ewa Filip Henryk"),
]

HEAD = """(
    version: 1,
    name: "Friday Zung Jung club, autumn 2026",
    rules: ZungJung(
        minimum: NoMinimum,
        bonus_tiles: false,
        four_identical_sequences: Points480,
        payment: ZungJung,
    ),
    players: [%s],
    scoring: (
        points: Places(4, 2, 1, 0),
        best_nights: 5,
        min_nights: 4,
        count_substitutes: true,
        tie_breaks: [Points, Score, Places, BestGame, Name],
    ),
    nights: [],
)
""" % ", ".join('(name: "%s")' % n for n in CLUB)


PENALTY = '        (player: "Dawid", points: -1, reason: "Late for the first hand", night: 4),\n'


def run(*args):
    done = subprocess.run([TILEWISE, *args], capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit("tilewise %s: %s" % (" ".join(args), done.stderr))
    return done.stdout


def main():
    with tempfile.TemporaryDirectory() as work:
        season = os.path.join(work, "club.season.ron")
        with open(season, "w", encoding="utf-8") as f:
            f.write(HEAD)
        for n, (date, players) in enumerate(NIGHTS, start=1):
            seating = json.loads(run("season", "seat", season, "--players", ",".join(players.split()),
                                     "--seed", str(n), "--add", "--date", date, "--json"))
            records = []
            for t, table in enumerate(seating["tables"], start=1):
                record = run("simulate", "--rules", "zung-jung", "--seed", str(100 * n + t),
                             "--hands", "8", "--results-only", "--players", ",".join(table),
                             "--date", date, "--event", "Friday club, night %d, table %d" % (n, t))
                path = os.path.join(work, "night-%d-table-%d.ron" % (n, t))
                with open(path, "w", encoding="utf-8") as f:
                    f.write(record)
                records.append(path)
            run("season", "add", season, *records, "--night", str(n), "--embed")
        with open(season, encoding="utf-8") as f:
            text = f.read()
    # A penalty, given on the fourth night (a penalty names a night the season has).
    text = text.replace("\n    nights: [", "\n    penalties: [\n" + PENALTY + "    ],\n    nights: [", 1)
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(text)
    print(OUT)


if __name__ == "__main__":
    main()
