"""Sound: the shipped files load, words map per variant, no device means silence, not a crash."""

import os
import subprocess
import sys
import wave
from pathlib import Path

from game.assets import sound_names
from game.core.variants import VARIANTS, get_variant
from game.ui.audio import SOUND_DIR, Audio

NO_DEVICE = """
import os, sys
import pygame
from game.ui.audio import Audio
a = Audio()
ok = a.start()
played = a.play("discard") or a.say("pon")
print(ok, played, bool(a.problem))
"""


def test_every_sound_is_shipped_small_and_in_the_agreed_format():
    for name in sound_names():
        path = SOUND_DIR / f"{name}.wav"
        with wave.open(str(path)) as w:
            assert (w.getframerate(), w.getnchannels(), w.getsampwidth()) == (22050, 1, 2)
            assert 0.03 < w.getnframes() / 22050 < 1.5, name
    assert (SOUND_DIR / "LICENSE").is_file()


def test_calls_are_spoken_in_each_variants_own_words():
    word = {v: get_variant(v).call_word for v in VARIANTS}
    assert word["riichi"]("pon") == "pon" and word["hkos"]("pon") == "pung"
    assert word["classical"]("tsumo") == "mah jong" and word["uzje"]("chi") == "arith"
    assert word["hkos"]("riichi") is None  # no riichi to declare there
    assert all(word[v]("ron") for v in VARIANTS)  # every variant says its win
    assert "voice_mah_jong" in sound_names() and "voice_arith" in sound_names()


def test_no_audio_device_is_silent_not_an_error():
    env = dict(os.environ, SDL_AUDIODRIVER="no-such-driver", SDL_VIDEODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    out = subprocess.run([sys.executable, "-c", NO_DEVICE], env=env, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["False", "False", "True"]
    assert "Traceback" not in out.stderr


def test_dummy_device_plays_and_mute_and_volume_hold():
    a = Audio(volume=0.5)
    if not a.start():  # the test machine's dummy driver normally opens
        return
    try:
        assert a.play("click")
        a.set_mute(True)
        assert not a.play("click")
        a.set_mute(False)
        assert a.say("ron") and not a.play("no-such-sound")
        a.set_volume(0)
        assert not a.say("ron")
    finally:
        a.stop()


def test_a_missing_sound_folder_is_logged_once_and_stays_silent(tmp_path, caplog):
    from game import assets

    a = Audio(sound_dir=tmp_path / "gone")
    if not a.start():
        return
    try:
        with caplog.at_level("WARNING"):
            assert not a.play("click") and not a.say("ron") and not a.play("click")
        lines = [r for r in caplog.records if r.levelname == "WARNING"]
        assert len(lines) == 1
        assert "click.wav" in lines[0].getMessage() and "voice_ron.wav" in lines[0].getMessage()
    finally:
        a.stop()
        assets._reported.difference_update({tmp_path / "gone" / f"{n}.wav"
                                            for n in Audio.names()})


def test_quiet_stderr_hides_what_c_libraries_print_and_then_restores_it(capfd):
    import os

    from game.ui.audio import quiet_stderr

    with quiet_stderr():
        os.write(2, b"ALSA lib confmisc.c: cannot find card '0'\n")
    os.write(2, b"after\n")
    assert capfd.readouterr().err == "after\n"


def test_the_shipped_effects_are_what_the_sound_script_makes(tmp_path):
    """sounds/make_sounds.py is the source of every effect: run again, it gives the shipped
    files byte for byte (so an edited effect cannot drift from its script, nor the reverse)."""
    script = Path(__file__).resolve().parents[2] / "sounds" / "make_sounds.py"
    done = subprocess.run([sys.executable, str(script), "--effects", "--out", str(tmp_path)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    made = sorted(p.name for p in tmp_path.glob("*.wav"))
    assert made and {"click.wav", "discard.wav", "win.wav"} <= set(made)
    for name in made:
        assert (tmp_path / name).read_bytes() == (SOUND_DIR / name).read_bytes(), name
