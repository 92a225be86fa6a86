#!/usr/bin/env python3
"""Synthesise the app's sounds into Assets/ (16-bit mono WAV, 44.1 kHz).

- crunch.wav: the reels' ratchet — a run of short filtered-noise clicks slowing down.
- win.wav: a bright rising arpeggio (C5 E5 G5 C6) with a bell-like decay.
- tick.wav: a wheel's soft tick as a row passes the band — 12 ms of a damped 2.8 kHz
  tone over a filtered-noise edge, at a quarter of the others' loudness.

Made for this project; no samples are used. Run: python3 scripts/make_sounds.py
"""
import math
import os
import random
import struct
import wave

RATE = 44100
HERE = os.path.dirname(os.path.abspath(__file__))
ASSETS = os.path.join(HERE, "..", "Assets")


def write(name, samples, loudness=0.8):
    peak = max(1e-9, max(abs(s) for s in samples))
    frames = b"".join(struct.pack("<h", int(32000 * loudness * s / peak)) for s in samples)
    with wave.open(os.path.join(ASSETS, name), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def crunch():
    rng = random.Random(7)
    samples = [0.0] * int(RATE * 0.6)
    t, gap = 0.0, 0.022
    while t < 0.55:
        start = int(t * RATE)
        low = 0.0
        for i in range(int(RATE * 0.012)):
            if start + i >= len(samples):
                break
            low += 0.35 * (rng.uniform(-1, 1) - low)  # one-pole low-pass noise
            samples[start + i] += low * math.exp(-i / (RATE * 0.003))
        t += gap
        gap *= 1.08  # the reels slow down
    return samples


def win():
    notes = [523.25, 659.25, 783.99, 1046.5]
    length = int(RATE * 1.4)
    samples = [0.0] * length
    for n, freq in enumerate(notes):
        start = int(n * 0.12 * RATE)
        for i in range(length - start):
            t = i / RATE
            env = math.exp(-t * (3.0 if n < 3 else 1.8)) * min(1.0, t * 400)
            tone = math.sin(2 * math.pi * freq * t) + 0.3 * math.sin(2 * math.pi * 2 * freq * t)
            samples[start + i] += env * tone
    return samples


def tick():
    rng = random.Random(21)
    samples = [0.0] * int(RATE * 0.012)
    low = 0.0
    for i in range(len(samples)):
        t = i / RATE
        low += 0.5 * (rng.uniform(-1, 1) - low)  # one-pole low-pass noise
        edge = low * math.exp(-t / 0.0006)
        tone = math.sin(2 * math.pi * 2800 * t) * math.exp(-t / 0.0025)
        fade = min(1.0, (len(samples) - i) / (RATE * 0.002))  # no click at the end
        samples[i] = (0.6 * tone + 0.4 * edge) * min(1.0, t * 20000) * fade
    return samples


if __name__ == "__main__":
    write("crunch.wav", crunch())
    write("win.wav", win())
    write("tick.wav", tick(), loudness=0.2)
