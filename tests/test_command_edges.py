"""The headless commands at their edges: `analyze` with hostile input, a foreign console and a
closed pipe; `selfplay` with bad arguments. Each answers in one line or one JSON error, never a
traceback."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.commands.analyze import MAX_BATCH, MAX_REQUEST_BYTES

ROOT = Path(__file__).resolve().parents[1]
REQUEST = '{"variant": "riichi", "hand": "123m", "north_extracted": %s}'  # noqa: UP031


def run(args, stdin=None, env=None, **kw):
    return subprocess.run([sys.executable, "-m", "game", *args], input=stdin,
                          capture_output=True, cwd=ROOT, timeout=120,
                          env=dict(os.environ, **(env or {})), **kw)


def analyze(stdin, env=None):
    done = run(["analyze"], stdin.encode(), env)
    assert b"Traceback" not in done.stderr, done.stderr[-2000:]
    return done.returncode, json.loads(done.stdout.decode("utf-8")), done


@pytest.mark.parametrize("number", ["1" + "0" * 5000, "-" + "9" * 4400, "1" * 41])
def test_an_over_long_number_is_a_json_error(number):
    code, got, _ = analyze(REQUEST % number)
    assert code == 2 and "digits long" in got["error"] and len(got["error"]) < 200


@pytest.mark.parametrize("word", ["NaN", "Infinity", "-Infinity", "1e999"])
def test_nan_and_infinity_are_not_json(word):
    code, got, _ = analyze(REQUEST % word)
    assert code == 2 and "bad JSON" in got["error"]


def test_a_request_over_the_size_limit_is_refused_unread():
    big = '{"variant": "riichi", "hand": "' + "1m" * MAX_REQUEST_BYTES + '"}'
    code, got, _ = analyze(big)
    assert code == 2 and "larger than 1,048,576 bytes" in got["error"]


@pytest.mark.parametrize("elements", [MAX_BATCH, (MAX_REQUEST_BYTES - 2) // 2])
def test_a_batch_of_tiny_requests_takes_little_memory(tmp_path, capsys, elements):
    """Each answer costs hundreds of bytes: a 1 MiB batch of `1`s took 500 MB to answer. A
    batch is answered only up to MAX_BATCH requests; a longer one is refused whole."""
    import tracemalloc

    from game.commands import analyze as analyze_cmd

    batch = tmp_path / "batch.json"
    batch.write_text("[" + ",".join(["1"] * elements) + "]", encoding="utf-8")
    assert batch.stat().st_size <= MAX_REQUEST_BYTES
    tracemalloc.start()
    try:
        code = analyze_cmd.run([str(batch)])
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    got = json.loads(capsys.readouterr().out)
    assert code == 2 and peak < 40 << 20, peak
    if elements <= MAX_BATCH:
        assert len(got) == elements and "not a number" in got[0]["error"]
    else:
        assert "more than 10,000" in got["error"]


def test_bad_input_is_echoed_only_in_part():
    hand = "1m" * 100_000 + "x"
    code, got, done = analyze(json.dumps({"variant": "riichi", "hand": hand}))
    assert code == 2 and len(done.stdout) < 1000
    assert "character 200001" in got["error"] and "…" in got["error"]
    code, got, done = analyze(json.dumps([{"variant": "riichi", "hand": hand}] * 3))
    assert code == 2 and len(done.stdout) < 3000 and all("…" in a["error"] for a in got)


def test_unexpected_arguments_are_echoed_only_in_part():
    done = run(["analyze", "a.json", "b" * 10_000])
    assert done.returncode == 2 and len(done.stdout) < 600


def test_the_answer_is_utf8_on_a_console_that_is_not():
    request = json.dumps({"variant": "uzje", "hand": "39s22567mEEECCC"})
    for encoding in ("cp932", "gbk", "ascii"):
        code, got, done = analyze(request, env={"PYTHONIOENCODING": encoding})
        assert code == 0 and [w["tile"] for w in got["waits"]] == ["1s", "6s", "es"]
    code, got, done = analyze('{"variant": "uzje", "hand": "ÙÙ"}', env={
        "PYTHONIOENCODING": "cp932"})
    assert code == 2 and "Ù" in got["error"]  # written as UTF-8, not refused by the console


@pytest.mark.parametrize("form", [[], ["--json"]])
def test_the_options_are_utf8_on_a_console_that_is_not(form):
    for encoding in ("cp932", "gbk", "ascii"):
        done = run(["options", "--variant", "uzje", *form], env={"PYTHONIOENCODING": encoding})
        assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr[-300:]
        text = done.stdout.decode("utf-8")
        assert "Ùzje" in text if not form else json.loads(text)["options"]


@pytest.mark.skipif(os.name != "posix", reason="a pipe closed early, as `| head` does")
def test_a_closed_pipe_ends_it_quietly():
    batch = json.dumps([{"variant": "riichi", "hand": "123456789m1234p"}] * 300)
    reader = subprocess.Popen(["head", "-c", "10"], stdin=subprocess.PIPE,
                              stdout=subprocess.DEVNULL)
    done = subprocess.run([sys.executable, "-m", "game", "analyze"], input=batch.encode(),
                          stdout=reader.stdin, stderr=subprocess.PIPE, cwd=ROOT, timeout=120)
    reader.stdin.close()
    reader.wait(timeout=30)
    assert done.stderr == b"" and done.returncode in (0, 141)


@pytest.mark.parametrize("args,words", [
    (["--option", "players=7"], "players"),
    (["--option", "no_such_option=1"], "no_such_option"),
    (["--option", "noequals"], "NAME=VALUE"),
    (["--games", "-3"], "--games"),
    (["--games", "many"], "--games"),
    (["--variant", "chess"], "--variant"),
    (["--option", "preset=" + "[" * 50_000], "preset"),  # past the recursion limit
    (["--option", "red_fives=1" + "0" * 5000], "red_fives"),  # past the digit limit
    (["--mjai-timeout", "nan"], "--mjai-timeout"),
    (["--mjai-timeout", "inf"], "--mjai-timeout"),
    (["--mjai-timeout", "1e999"], "--mjai-timeout"),
    (["--mjai-timeout=-1"], "--mjai-timeout"),
    (["--mjai-timeout", "0"], "--mjai-timeout"),
    (["--mjai-timeout", "soon"], "--mjai-timeout"),
])
def test_selfplay_refuses_bad_arguments_in_one_line(args, words):
    done = run(["selfplay", "--variant", "uzje", "--games", "1", *args], text=True)
    assert done.returncode == 2, done.stdout
    assert "Traceback" not in done.stderr and done.stderr.count("\n") == 1, done.stderr
    assert words in done.stderr


def test_selfplay_refuses_a_records_folder_it_cannot_write_in_one_line(tmp_path):
    a_file = tmp_path / "records"
    a_file.write_text("not a folder")
    done = run(["selfplay", "--variant", "riichi", "--games", "1", "--records", str(a_file)],
               text=True)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.count("\n") == 1 and "is a file, not a folder" in done.stderr


def test_selfplay_says_once_when_records_stop_being_kept(tmp_path, monkeypatch, capsys):
    """A disk that fills up during a run: the matches go on, and it is said (not silence)."""
    import errno

    from game import store as store_mod
    from game.cli import main

    def full(path, text):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(store_mod, "atomic_write_text", full)
    code = main(["selfplay", "--variant", "riichi", "--games", "2", "--seed", "3",
                 "--records", str(tmp_path), "--json"])
    captured = capsys.readouterr()
    assert code == 0 and json.loads(captured.out)["games"] == 2
    assert captured.err.count("records are not being kept") == 1
    assert "is full" in captured.err
