"""Make every sound the game plays: effects synthesised here in pure Python, voices with espeak-ng.

    python sounds/make_sounds.py            # effects and voices (need espeak-ng, sox)
    python sounds/make_sounds.py --effects  # effects only

Output: 22.05 kHz, mono, 16-bit WAV files in game/sounds (where the game and its builds read
them), trimmed and normalised.
The effects are deterministic (seeded noise), so running the script again gives the same files.
"""

from __future__ import annotations

import argparse
import math
import random
import shutil
import struct
import subprocess
import sys
import tempfile
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parents[1] / "game" / "sounds"  # shipped with the package


def write_wav(path: Path, samples: list[float], peak: float = 0.89) -> None:
    """Normalise to `peak`, fade the last few ms, and write 16-bit mono."""
    top = max((abs(s) for s in samples), default=0.0) or 1.0
    gain = peak / top
    tail = min(len(samples), RATE // 200)
    for i in range(tail):
        samples[-1 - i] *= i / tail
    frames = b"".join(struct.pack("<h", round(max(-1.0, min(1.0, s * gain)) * 32767))
                      for s in samples)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def n(seconds: float) -> int:
    return round(seconds * RATE)


def partials(seconds: float, parts: list[tuple[float, float, float]], attack: float = 0.002
             ) -> list[float]:
    """Sum of decaying sines: (frequency Hz, amplitude, decay time constant s)."""
    out = []
    for i in range(n(seconds)):
        t = i / RATE
        env_a = min(1.0, t / attack) if attack else 1.0
        out.append(env_a * sum(a * math.exp(-t / d) * math.sin(2 * math.pi * f * t)
                               for f, a, d in parts))
    return out


def noise_burst(seconds: float, decay: float, seed: int, smooth: float = 0.0) -> list[float]:
    """Decaying noise; `smooth` (0..1) low-passes it for a softer, woodier sound."""
    rng = random.Random(seed)
    out, last = [], 0.0
    for i in range(n(seconds)):
        v = rng.uniform(-1, 1)
        last = last * smooth + v * (1 - smooth)
        out.append(last * math.exp(-(i / RATE) / decay))
    return out


def mix(*tracks: tuple[float, list[float], float]) -> list[float]:
    """Mix (start seconds, samples, gain) tracks."""
    length = max(n(start) + len(s) for start, s, _ in tracks)
    out = [0.0] * length
    for start, s, gain in tracks:
        o = n(start)
        for i, v in enumerate(s):
            out[o + i] += v * gain
    return out


def click() -> list[float]:  # a tile tapped on another tile
    return mix((0, partials(0.06, [(2600, 1.0, 0.008), (4100, 0.6, 0.005), (1450, 0.4, 0.012)]),
                1.0), (0, noise_burst(0.02, 0.003, 1, 0.3), 0.5))


def discard() -> list[float]:  # a tile set down firmly on the felt
    return mix((0, partials(0.16, [(190, 1.0, 0.035), (320, 0.5, 0.02), (2200, 0.5, 0.01),
                                   (3300, 0.3, 0.006)]), 1.0),
               (0, noise_burst(0.05, 0.008, 2, 0.55), 0.7))


def draw() -> list[float]:  # a tile slid off the wall
    slide = noise_burst(0.12, 0.06, 3, 0.85)
    slide = [v * min(1.0, i / n(0.05)) for i, v in enumerate(slide)]
    return mix((0, slide, 0.7), (0.09, click(), 0.5))


def bell(f: float, seconds: float, level: float = 1.0) -> list[float]:
    return partials(seconds, [(f, level, seconds / 3), (f * 2.01, level * 0.35, seconds / 6),
                              (f * 3.02, level * 0.12, seconds / 10)], attack=0.004)


def call() -> list[float]:  # another player calls: a short rising sting
    return mix((0, bell(659.3, 0.25), 0.8), (0.09, bell(880.0, 0.35), 1.0))


def win() -> list[float]:  # a hand is won: a bright arpeggio that rings
    notes = [523.3, 659.3, 784.0, 1046.5]
    return mix(*((i * 0.09, bell(f, 1.2 - i * 0.1), 0.8) for i, f in enumerate(notes)),
               (0.36, bell(1568.0, 0.9, 0.4), 0.6))


def turn() -> list[float]:  # your turn: soft and friendly
    return mix((0, bell(784.0, 0.22, 0.7), 0.6), (0.1, bell(1174.7, 0.3, 0.7), 0.6))


def riichi_stick() -> list[float]:  # the stick laid on the table, with a small bounce
    knock = partials(0.09, [(880, 1.0, 0.02), (1760, 0.5, 0.012), (2640, 0.25, 0.008)])
    return mix((0, knock, 1.0), (0, noise_burst(0.03, 0.006, 4, 0.4), 0.5), (0.07, knock, 0.35))


EFFECTS: dict[str, Callable[[], list[float]]] = {
    "click": click, "discard": discard, "draw": draw, "call": call, "win": win, "turn": turn,
    "riichi_stick": riichi_stick,
}

# word -> (espeak-ng voice, text to speak). The Riichi words in the Japanese voice from katakana;
# the Chinese variants' English words and Ùzje's own words in an English voice.
VOICES: dict[str, tuple[str, str]] = {
    "pon": ("ja", "ポン"), "chi": ("ja", "チー"), "kan": ("ja", "カン"),
    "riichi": ("ja", "リーチ"), "ron": ("ja", "ロン"), "tsumo": ("ja", "ツモ"),
    "pung": ("en-gb", "pung"), "chow": ("en-gb", "chow"), "kong": ("en-gb", "kong"),
    "mah jong": ("en-gb", "mah jong!"),
    "trip": ("en-gb", "trip"), "quad": ("en-gb", "quad"), "arith": ("en-gb", "arith"),
    "gem": ("en-gb", "gem"), "power": ("en-gb", "power"), "win": ("en-gb", "win!"),
}


def make_voice(word: str, voice: str, spoken: str, out: Path) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        raw = Path(tmp) / "raw.wav"
        subprocess.run(["espeak-ng", "-v", voice, "-s", "150", "-p", "45", "-a", "180",
                        "-w", str(raw), spoken], check=True)
        # resample to 22.05 kHz mono 16-bit, trim silence at both ends, normalise, soft edges
        subprocess.run(["sox", str(raw), "-r", str(RATE), "-c", "1", "-b", "16", str(out),
                        "silence", "1", "0.01", "0.5%", "reverse", "silence", "1", "0.01",
                        "0.5%", "fade", "0.03", "reverse", "fade", "0.005", "norm", "-1"],
                       check=True)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--effects", action="store_true", help="effects only (no espeak-ng)")
    p.add_argument("--out", type=Path, default=OUT)
    args = p.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name, make in EFFECTS.items():
        write_wav(args.out / f"{name}.wav", make())
        print(f"{name}.wav")
    if args.effects:
        return 0
    missing = [tool for tool in ("espeak-ng", "sox") if shutil.which(tool) is None]
    if missing:
        print(f"voices skipped: {', '.join(missing)} not installed "
              "(apt-get install espeak-ng sox)", file=sys.stderr)
        return 1
    for word, (voice, spoken) in VOICES.items():
        name = "voice_" + word.replace(" ", "_")
        make_voice(word, voice, spoken, args.out / f"{name}.wav")
        print(f"{name}.wav")
    return 0


if __name__ == "__main__":
    sys.exit(main())
