#!/usr/bin/env python3
"""A second, independent generator of ship photos, for measurement only.

It shares no code, language or drawing method with `drydock dev render`
(src/vision/synth.rs): the table is made of fractal value noise in numpy,
the cards are placed on a 3-D table plane and seen through a pinhole
camera (tilt, azimuth, roll, focal length), each card bows a little and is
drawn as strips through PIL's perspective transform, chips are poker chips
of many colours and patterns or coins, and the light has soft shadows,
vignetting, glare on the cards, a colour cast, sensor noise, motion blur
and JPEG. A hand, a mug or a phone may stand at the edge of the frame.

    python3 scripts/photogen/photogen.py --deck DECK_DIR --out DIR --photos 40 --seed 5000

writes DIR/NNNN.jpg and DIR/NNNN.truth.json (the `Truth` schema of
docs/vision.md: deck, seed, width, height, layout, and per cell its row,
col, top card, chips and corner quad in the photo, and each chip drawn:
centre and radius on the face, design, share of outline showing; the
`chip_count` example tallies the chips missed by these). Measure with
`cargo run --release --example vision_accuracy -- --photos DIR`.

    python3 scripts/photogen/photogen.py --deck DECK_DIR --out EDIR --enrolment suits|deck --seed 700000

writes the photos `drydock deck enrol` takes instead (EDIR/enrol1.jpg …):
the 52 cards in deck order, no chips, filling 45–75 % of the frame, as four
photos of a suit each (rows of five) or one of the whole deck (a suit a
row, the phone turned to frame it). Read ships with such a deck enrolled:
`vision_accuracy -- --photos DIR --enrol EDIR`.

Chips overlap, but each shows at least 40 % of its outline (SHOWN) and a
crescent at least 0.15 of its radius wide (WIDE): one hidden under the
others can't be counted from above, by the reader or by a person. Where
no place leaves every chip so, the card gets fewer chips, and the truth
says how many were drawn.

Left out: overlapping or fanned loose cards (the photos are ships), chips
drawn as cylinders seen from the side, and a lens's distortion.
"""

import argparse
import json
import math
import os

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SUITS = ["C", "D", "H", "S"]
CARD_MM = (63.0, 88.0)
SIZES = [(2448, 3264), (3024, 4032), (1536, 2048), (1920, 1080), (4000, 3000), (3264, 2448)]


# ---------------------------------------------------------------- textures

def value_noise(rng, shape, cells):
    """Smooth noise: a random lattice of `cells` per side, bicubic-upscaled."""
    h, w = shape
    ch, cw = max(2, int(cells * h / max(h, w)) + 2), max(2, int(cells * w / max(h, w)) + 2)
    lattice = rng.random((ch, cw)).astype(np.float32)
    img = Image.fromarray((lattice * 255).astype(np.uint8), "L").resize((w, h), Image.BICUBIC)
    return np.asarray(img, dtype=np.float32) / 255.0


def fractal(rng, shape, base=4, octaves=5):
    total, amp, norm = np.zeros(shape, np.float32), 1.0, 0.0
    for o in range(octaves):
        total += amp * value_noise(rng, shape, base * 2 ** o)
        norm += amp
        amp *= 0.5
    return total / norm


def wood(rng, shape):
    h, w = shape
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    angle = rng.uniform(0, math.pi)
    along = (xx * math.cos(angle) + yy * math.sin(angle)) / max(h, w)
    across = (-xx * math.sin(angle) + yy * math.cos(angle)) / max(h, w)
    warp = fractal(rng, shape, 3, 4)
    rings = np.sin((across * rng.uniform(25, 70) + warp * rng.uniform(2, 6)) * 2 * math.pi)
    grain = fractal(rng, shape, 40, 3) * 0.5 + 0.5 * np.sin(along * 3 + warp * 8)
    t = 0.55 + 0.25 * rings * 0.5 + 0.2 * (grain - 0.5)
    light = np.array(rng.choice([[186, 140, 92], [140, 96, 60], [222, 190, 150], [110, 70, 45]]), np.float32)
    dark = light * rng.uniform(0.45, 0.7)
    img = dark + (light - dark) * np.clip(t, 0, 1)[..., None]
    if rng.random() < 0.4:  # stains: darker soft blotches
        stain = np.clip((fractal(rng, shape, 2, 3) - 0.6) * 4, 0, 1)
        img *= (1 - 0.35 * stain)[..., None]
    return img


def felt(rng, shape):
    colour = np.array(rng.choice([[30, 110, 60], [25, 70, 130], [120, 30, 40], [40, 40, 45], [20, 90, 90]]), np.float32)
    mottle = fractal(rng, shape, 6, 4)
    fibre = rng.normal(0, 1, shape).astype(np.float32)
    fibre = np.asarray(Image.fromarray(np.clip(fibre * 40 + 128, 0, 255).astype(np.uint8)).filter(ImageFilter.GaussianBlur(0.8)), np.float32) / 128 - 1
    return colour * (0.8 + 0.35 * mottle)[..., None] + 18 * fibre[..., None]


def cloth(rng, shape):
    h, w = shape
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    period = rng.uniform(18, 60)
    weave = 0.5 + 0.25 * np.sin(xx * 2 * math.pi / 4) * np.sin(yy * 2 * math.pi / 4)
    checks = ((xx // period + yy // period) % 2).astype(np.float32)
    base = np.array(rng.choice([[200, 60, 50], [60, 90, 160], [210, 200, 170], [90, 120, 70]]), np.float32)
    other = np.array([235, 232, 225], np.float32) if rng.random() < 0.6 else base * 0.6
    img = base + (other - base) * (checks * 0.8)[..., None]
    return img * (0.85 + 0.3 * weave)[..., None] * (0.9 + 0.2 * fractal(rng, shape, 5, 3))[..., None]


def white_table(rng, shape):
    base = np.array(rng.choice([[238, 236, 230], [225, 228, 232], [245, 240, 228]]), np.float32)
    img = base * (0.93 + 0.07 * fractal(rng, shape, 8, 4))[..., None]
    if rng.random() < 0.5:  # marble veins
        veins = np.abs(np.sin(fractal(rng, shape, 3, 5) * 25))
        img *= (1 - 0.12 * (veins < 0.08))[..., None]
    return img


TABLES = [wood, wood, felt, cloth, white_table]


# ---------------------------------------------------------------- camera

class Camera:
    def __init__(self, rng, size, target, distance):
        self.w, self.h = size
        fov = math.radians(rng.uniform(55, 75))
        self.f = 0.5 * max(size) / math.tan(fov / 2)
        tilt = math.radians(rng.uniform(0, 32))
        azimuth = rng.uniform(0, 2 * math.pi)
        roll = math.radians(rng.uniform(-25, 25))
        fwd = np.array([math.sin(tilt) * math.cos(azimuth), math.sin(tilt) * math.sin(azimuth), math.cos(tilt)])
        right0 = np.array([-math.sin(azimuth), math.cos(azimuth), 0.0])
        down0 = np.cross(fwd, right0)
        # The photo's "up" is chosen so that the ship stands roughly upright.
        self.right = math.cos(roll) * right0 + math.sin(roll) * down0
        self.down = np.cross(fwd, self.right)
        self.fwd = fwd
        self.target = np.array(target, float)
        self.distance = distance
        self.align_to_ship(azimuth)

    def align_to_ship(self, azimuth):
        # Rotate the camera about its axis so the table's +Y points down the
        # photo (within the roll): the reader wants the ship roughly upright.
        p0, p1 = self.project(self.target), self.project(self.target + np.array([0, 50.0, 0]))
        if p0 is None or p1 is None:
            return
        ang = math.atan2(p1[0] - p0[0], p1[1] - p0[1])
        c, s = math.cos(ang), math.sin(ang)
        right = c * self.right - s * self.down
        self.right, self.down = right, np.cross(self.fwd, right)

    @property
    def centre(self):
        return self.target - self.distance * self.fwd

    def project(self, p):
        d = np.asarray(p, float) - self.centre
        z = d @ self.fwd
        if z <= 1:
            return None
        return (self.w / 2 + self.f * (d @ self.right) / z, self.h / 2 + self.f * (d @ self.down) / z)


def homography(src, dst):
    """The 3×3 matrix taking the four `src` points to the four `dst` points."""
    a = []
    for (x, y), (u, v) in zip(src, dst):
        a.append([x, y, 1, 0, 0, 0, -u * x, -u * y, -u])
        a.append([0, 0, 0, x, y, 1, -v * x, -v * y, -v])
    _, _, vt = np.linalg.svd(np.array(a, float))
    m = vt[-1].reshape(3, 3)
    return m / m[2, 2]


# ---------------------------------------------------------------- chips

def draw_chip(draw, rng, cx, cy, r):
    """Draws one chip or coin; returns its design and colour ("coin 190/190/195")."""
    kind = rng.random()
    if kind < 0.25:  # a coin: metallic, a rim and a worn face
        metal = np.array(rng.choice([[200, 170, 90], [190, 190, 195], [175, 110, 70]]))
        for i in range(12, 0, -1):
            k = 0.75 + 0.35 * (i / 12)
            col = tuple(int(min(255, c * k)) for c in metal)
            rr = r * 0.55 * (i / 12 + 0.8) / 1.8 * 1.8
            draw.ellipse([cx - rr, cy - rr, cx + rr, cy + rr], fill=col + (255,))
        draw.ellipse([cx - r * 0.55, cy - r * 0.55, cx + r * 0.55, cy + r * 0.55], outline=tuple(int(c * 0.6) for c in metal) + (255,), width=max(1, int(r * 0.05)))
        return "coin " + "/".join(str(int(c)) for c in metal)
    base = tuple(int(c) for c in rng.choice([[200, 30, 35], [30, 60, 170], [25, 130, 60], [20, 20, 25], [235, 235, 230], [120, 40, 150], [240, 150, 30], [90, 200, 210]]))
    spot = (245, 245, 240) if sum(base) < 500 else (40, 40, 160)
    draw.ellipse([cx - r, cy - r, cx + r, cy + r], fill=base + (255,), outline=(0, 0, 0, 90), width=max(1, int(r * 0.04)))
    pattern = rng.integers(0, 3)
    if pattern != 2:  # edge spots (6 or 8), or two-tone stripes
        n = 6 if pattern == 0 else 8
        for i in range(n):
            a0 = 2 * math.pi * i / n + rng.uniform(0, 0.2)
            pts = []
            for a, rad in [(a0 - 0.18, r), (a0 + 0.18, r), (a0 + 0.18, r * 0.78), (a0 - 0.18, r * 0.78)]:
                pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
            draw.polygon(pts, fill=spot + (255,))
    ring = r * rng.uniform(0.55, 0.68)
    draw.ellipse([cx - ring, cy - ring, cx + ring, cy + ring], outline=spot + (255,), width=max(1, int(r * 0.05)))
    if rng.random() < 0.5:
        inner = ring * 0.85
        draw.ellipse([cx - inner, cy - inner, cx + inner, cy + inner], fill=tuple(int(c * 0.9) for c in base) + (255,))
    return ["spots6", "spots8", "plain"][int(pattern)] + " " + "/".join(str(c) for c in base)


# A chip shows at least this share of its outline: one hidden under the
# others cannot be counted from above by anyone, so it would make the
# truth unknowable rather than the photo hard.
SHOWN = 0.4


def shown(spots, r):
    """The share of each chip's outline that the chips above it leave visible."""
    out = []
    for i, (cx, cy) in enumerate(spots):
        angles = np.linspace(0, 2 * math.pi, 72, endpoint=False)
        px, py = cx + r * np.cos(angles), cy + r * np.sin(angles)
        covered = np.zeros(72, bool)
        for ox, oy in spots[i + 1:]:
            covered |= (px - ox) ** 2 + (py - oy) ** 2 < r * r
        out.append(1 - covered.mean())
    return out


# ... and a crescent at least this share of its radius wide. A chip over
# another hides at most half of its outline however close their centres,
# so SHOWN alone let a chip 0.07 r out from under another pass: a sliver
# a millimetre wide. 0.15 r is the training painter's rule too
# (`vision::learn_chips`).
WIDE = 0.15


def crescents(spots, r):
    """The widest crescent each chip shows past the chips above it, as a
    share of its radius: along each of 72 directions, how far in from its
    rim it stays uncovered."""
    angles = np.linspace(0, 2 * math.pi, 72, endpoint=False)[:, None]
    steps = np.linspace(1.0, 0.0, 101)[None, :]
    out = []
    for i, (cx, cy) in enumerate(spots):
        px, py = cx + steps * r * np.cos(angles), cy + steps * r * np.sin(angles)
        covered = np.zeros(px.shape, bool)
        for ox, oy in spots[i + 1:]:
            covered |= (px - ox) ** 2 + (py - oy) ** 2 < r * r
        # Per direction, the first step covered (101 where none is): the
        # steps before it show, 0.01 of a radius each after the rim.
        first = np.where(covered.any(axis=1), covered.argmax(axis=1), 101)
        out.append(float(np.clip((first - 1) / 100, 0.0, 1.0).max()))
    return out


def countable(spots, r):
    return min(shown(spots, r)) >= SHOWN and min(crescents(spots, r)) >= WIDE


def countable_spot(rng, spots, w, h, r):
    """A chip's centre near the card's middle that leaves every chip
    countable, or None when 60 tries found none."""
    for _ in range(60):
        cx, cy = w * rng.uniform(0.3, 0.7), h * rng.uniform(0.28, 0.72)
        if countable(spots + [(cx, cy)], r):
            return cx, cy
    return None


def chips_on(face, rng, n):
    """Draws `n` chips on a card face (in its own pixels) with their shadows;
    returns the face and each chip, lowest first, as [x, y, r] in shares of
    the face's width and height (r of its width), its kind, its share of
    outline left showing and its widest crescent (a share of its radius)."""
    face = face.copy()
    w, h = face.size
    r = w * rng.uniform(0.27, 0.33)
    shadow = Image.new("L", face.size, 0)
    sd = ImageDraw.Draw(shadow)
    spots = []
    for i in range(n):
        if i == 0 and rng.random() < 0.12:
            spot = (w * 0.2, h * 0.17)  # over the top index: the other corner still shows it
        else:
            spot = countable_spot(rng, spots, w, h, r)
        if spot is None:
            break
        spots.append(spot)
    for cx, cy in spots:
        sd.ellipse([cx - r + r * 0.12, cy - r + r * 0.15, cx + r + r * 0.12, cy + r + r * 0.15], fill=110)
    shadow = shadow.filter(ImageFilter.GaussianBlur(r * 0.12))
    dark = Image.new("RGBA", face.size, (0, 0, 0, 255))
    alpha = np.minimum(np.asarray(shadow), np.asarray(face.getchannel("A")))
    dark.putalpha(Image.fromarray(alpha.astype(np.uint8)))
    face = Image.alpha_composite(face, dark)
    draw = ImageDraw.Draw(face)
    kinds = [draw_chip(draw, rng, cx, cy, r) for cx, cy in spots]
    shows, wide = shown(spots, r), crescents(spots, r)
    return face, [dict(at=[round(cx / w, 4), round(cy / h, 4), round(r / w, 4)], kind=k, shown=round(float(v), 3),
                       crescent=round(float(c), 3))
                  for (cx, cy), k, v, c in zip(spots, kinds, shows, wide)]


# ---------------------------------------------------------------- ship

def random_ship(rng):
    """A connected set of cells in a grid whose bounding box starts at 0,0."""
    rows, cols = int(rng.integers(3, 8)), int(rng.integers(3, 8))
    want = int(rng.integers(max(5, rows * cols // 3), max(6, rows * cols * 3 // 4) + 1))
    cells = {(rows // 2, cols // 2)}
    while len(cells) < want:
        r, c = list(cells)[int(rng.integers(len(cells)))]
        dr, dc = [(0, 1), (1, 0), (0, -1), (-1, 0)][int(rng.integers(4))]
        if 0 <= r + dr < rows and 0 <= c + dc < cols:
            cells.add((r + dr, c + dc))
    r0, c0 = min(r for r, _ in cells), min(c for _, c in cells)
    return sorted((r - r0, c - c0) for r, c in cells)


def load_face(deck, code):
    face = Image.open(os.path.join(deck, code + ".png")).convert("RGBA")
    return face.resize((315, int(315 * face.height / face.width)), Image.LANCZOS)


def card_points(centre, angle, u, v, bow, flip):
    """Table point (mm) of card coordinates u, v in [0, 1] (of the face as drawn)."""
    if flip:
        u, v = 1 - u, 1 - v
    w, h = CARD_MM
    x, y = (u - 0.5) * w, (v - 0.5) * h
    c, s = math.cos(angle), math.sin(angle)
    z = -bow * math.sin(math.pi * (v if not flip else 1 - v))
    return np.array([centre[0] + c * x - s * y, centre[1] + s * x + c * y, z])


def render(args, deck, index, rng, laid=None, name=None):
    """One photo: a random ship, or the cards `laid` ((row, col, code), no
    chips: an enrolment photo) filling more of the frame."""
    size = SIZES[int(rng.integers(len(SIZES)))]
    cells = random_ship(rng) if laid is None else [(r, c) for r, c, _ in laid]
    wide = laid is not None and max(c for _, c in cells) > max(r for r, _ in cells)
    if wide and size[0] < size[1]:  # a person turns the phone to frame a wide layout
        size = (size[1], size[0])
    gap = rng.uniform(0.5, 4.0)
    pitch = (CARD_MM[0] + gap, CARD_MM[1] + gap)
    rows, cols = max(r for r, _ in cells) + 1, max(c for _, c in cells) + 1
    ship_angle = rng.uniform(-0.25, 0.25)
    placed = []
    for i, (r, c) in enumerate(cells):
        if laid is None:
            code = RANKS[int(rng.integers(13))] + SUITS[int(rng.integers(4))]
            chips = int(rng.choice([0, 0, 0, 1, 1, 2, 3]))
        else:
            code, chips = laid[i][2], 0
        x = (c - (cols - 1) / 2) * pitch[0] + rng.normal(0, 0.8)
        y = (r - (rows - 1) / 2) * pitch[1] + rng.normal(0, 0.8)
        cs, sn = math.cos(ship_angle), math.sin(ship_angle)
        centre = (cs * x - sn * y, sn * x + cs * y)
        placed.append(dict(row=r, col=c, code=code, chips=chips, centre=centre,
                           angle=ship_angle + rng.normal(0, 0.02), flip=rng.random() < 0.3,
                           bow=rng.uniform(0, 2.0)))
    # Camera distance chosen so the ship fills 10–60 % of the frame.
    share = rng.uniform(0.10, 0.60) if laid is None else rng.uniform(0.45, 0.75)
    cam = Camera(rng, size, (0.0, 0.0, 0.0), 600.0)
    corners = [card_points(p["centre"], p["angle"], u, v, 0, False) for p in placed for u, v in [(0, 0), (1, 0), (1, 1), (0, 1)]]
    for _ in range(3):
        pts = [cam.project(q) for q in corners]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        area = (max(xs) - min(xs)) * (max(ys) - min(ys)) / (size[0] * size[1])
        cam.distance *= math.sqrt(area / share)
    pts = [cam.project(q) for q in corners]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    # Keep the whole ship in frame: shift the aim (a player centres roughly).
    off_x = rng.uniform(-0.12, 0.12) * size[0]
    off_y = rng.uniform(-0.12, 0.12) * size[1]
    if max(xs) - min(xs) > 0.92 * size[0] or max(ys) - min(ys) > 0.92 * size[1]:
        cam.distance *= 1.15
        off_x = off_y = 0.0
    # The cards laid for enrolment are framed whole, however wide.
    while laid is not None and (max(xs) - min(xs) > 0.92 * size[0] or max(ys) - min(ys) > 0.92 * size[1]):
        cam.distance *= 1.1
        pts = [cam.project(q) for q in corners]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    pts = [cam.project(q) for q in corners]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    shift_x = size[0] / 2 - (max(xs) + min(xs)) / 2 + off_x
    shift_y = size[1] / 2 - (max(ys) + min(ys)) / 2 + off_y
    shift_x = min(max(shift_x, -min(xs) + 0.03 * size[0]), size[0] * 0.97 - max(xs))
    shift_y = min(max(shift_y, -min(ys) + 0.03 * size[1]), size[1] * 0.97 - max(ys))

    def proj(p):
        q = cam.project(p)
        return (q[0] + shift_x, q[1] + shift_y)

    # Table, at a quarter of the size for the noise, then scaled up.
    small = (size[1] // 4, size[0] // 4)
    table = TABLES[int(rng.integers(len(TABLES)))](rng, small)
    canvas = Image.fromarray(np.clip(table, 0, 255).astype(np.uint8), "RGB").resize(size, Image.BICUBIC).convert("RGBA")
    cover = Image.new("L", size, 0)
    shadows = Image.new("L", size, 0)
    sdraw = ImageDraw.Draw(shadows)
    light = np.array([rng.uniform(-1, 1), rng.uniform(-1, 1)]) * rng.uniform(2, 8)
    for p in placed:
        quad = [proj(card_points(p["centre"], p["angle"], u, v, 0, False)) for u, v in [(0, 0), (1, 0), (1, 1), (0, 1)]]
        sdraw.polygon([(x + light[0], y + light[1]) for x, y in quad], fill=150)
    shadows = shadows.filter(ImageFilter.GaussianBlur(rng.uniform(3, 10)))
    dark = Image.new("RGBA", size, (0, 0, 0, 255))
    dark.putalpha(shadows)
    canvas = Image.alpha_composite(canvas, dark)
    truth_cells = []
    strips = 6
    for p in placed:
        face = load_face(deck, p["code"])
        drawn = []
        if p["chips"]:
            face, drawn = chips_on(face, rng, p["chips"])
        fw, fh = face.size
        for k in range(strips):
            v0, v1 = k / strips, (k + 1) / strips
            src = [(0, v0 * fh), (fw, v0 * fh), (fw, v1 * fh), (0, v1 * fh)]
            dst = [proj(card_points(p["centre"], p["angle"], u, v, p["bow"], p["flip"])) for u, v in [(0, v0), (1, v0), (1, v1), (0, v1)]]
            x0, y0 = int(math.floor(min(x for x, _ in dst))) - 1, int(math.floor(min(y for _, y in dst))) - 1
            x1, y1 = int(math.ceil(max(x for x, _ in dst))) + 1, int(math.ceil(max(y for _, y in dst))) + 1
            strip = face.crop((0, max(0, int(v0 * fh) - 1), fw, min(fh, int(math.ceil(v1 * fh)) + 1)))
            top = max(0, int(v0 * fh) - 1)
            m = homography([(x - x0, y - y0) for x, y in dst], [(x, y - top) for x, y in src])
            warped = strip.transform((x1 - x0, y1 - y0), Image.PERSPECTIVE, tuple(m.flatten()[:8]), Image.BICUBIC)
            canvas.alpha_composite(warped, (x0, y0))
            cover.paste(255, (x0, y0), warped.getchannel("A"))
        quad = [proj(card_points(p["centre"], p["angle"], u, v, 0, p["flip"])) for u, v in [(0, 0), (1, 0), (1, 1), (0, 1)]]
        truth_cells.append(dict(row=p["row"], col=p["col"], top=p["code"], chips=len(drawn),
                                quad=[[round(x, 2), round(y, 2)] for x, y in quad], chips_drawn=drawn))
    img = np.asarray(canvas.convert("RGB"), np.float32)
    img = objects_at_edge(img, rng, size, truth_cells)
    img = lighting(img, rng, size, np.asarray(cover, np.float32) / 255)
    photo = Image.fromarray(np.clip(img, 0, 255).astype(np.uint8), "RGB")
    photo = camera_blur(photo, rng)
    noisy = np.asarray(photo, np.float32)
    noisy += rng.normal(0, rng.uniform(1, 6), noisy.shape).astype(np.float32) * (0.5 + noisy / 255)
    photo = Image.fromarray(np.clip(noisy, 0, 255).astype(np.uint8), "RGB")
    name = name or f"{index:04d}"
    photo.save(os.path.join(args.out, name + ".jpg"), quality=int(rng.integers(60, 96)))
    layout = [["." for _ in range(cols)] for _ in range(rows)]
    for c in truth_cells:
        layout[c["row"]][c["col"]] = c["top"] + (f"^{c['chips']}" if c["chips"] else "")
    truth = dict(deck=os.path.basename(os.path.normpath(deck)), seed=args.seed + index, width=size[0], height=size[1],
                 layout="".join(" ".join(row) + "\n" for row in layout), cells=truth_cells)
    with open(os.path.join(args.out, name + ".truth.json"), "w") as f:
        json.dump(truth, f, indent=1)


def objects_at_edge(img, rng, size, cells):
    """A hand, a mug or a phone at one edge of the frame, clear of the ship."""
    if rng.random() < 0.35:
        return img
    w, h = size
    xs = [x for c in cells for x, _ in c["quad"]]
    ys = [y for c in cells for _, y in c["quad"]]
    edge = int(rng.integers(4))
    room = [min(xs), w - max(xs), min(ys), h - max(ys)][edge]
    if room < 0.08 * min(w, h):
        return img
    depth = room * 0.8
    along = rng.uniform(0.2, 0.8) * (h if edge < 2 else w)

    def at(dd, aa):  # (distance in from the edge, position along it) -> pixel
        return [(dd, aa), (w - dd, aa), (aa, dd), (aa, h - dd)][edge]

    def disc(draw, dd, aa, r, fill):
        x, y = at(dd, aa)
        draw.ellipse([x - r, y - r, x + r, y + r], fill=fill)

    layer = Image.new("RGBA", size, (0, 0, 0, 0))
    d = ImageDraw.Draw(layer)
    kind = rng.integers(3)
    if kind == 0:  # a hand: palm and fingers in a skin tone
        skin = tuple(int(c) for c in rng.choice([[224, 172, 140], [198, 134, 96], [141, 85, 36], [240, 200, 170]])) + (255,)
        r = depth * 0.4
        disc(d, depth * 0.15, along, r, skin)
        for k, reach in zip([-0.6, -0.2, 0.2, 0.55], [0.85, 0.95, 0.95, 0.85]):
            fy = along + k * r
            d.line([at(depth * 0.3, fy), at(depth * reach, fy)], fill=skin, width=int(r * 0.32))
            disc(d, depth * reach, fy, r * 0.16, skin)
    elif kind == 1:  # a mug seen from above
        r = depth * 0.45
        colour = tuple(int(c) for c in rng.choice([[230, 230, 225], [40, 60, 120], [170, 40, 40]])) + (255,)
        disc(d, depth * 0.5, along, r, colour)
        disc(d, depth * 0.5, along, r * 0.8, (60, 35, 20, 255))
    else:  # a phone face down
        corners = [at(depth * 0.1, along - depth * 0.8), at(depth * 0.9, along + depth * 0.8)]
        box = [min(p[0] for p in corners), min(p[1] for p in corners), max(p[0] for p in corners), max(p[1] for p in corners)]
        d.rounded_rectangle(box, radius=depth * 0.1, fill=(25, 25, 30, 255))
    arr = np.asarray(layer.filter(ImageFilter.GaussianBlur(1.2)), np.float32)
    a = arr[..., 3:4] / 255
    return img * (1 - a) + arr[..., :3] * a


def lighting(img, rng, size, cover):
    w, h = size
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    nx, ny = (xx - w / 2) / (w / 2), (yy - h / 2) / (h / 2)
    r2 = (nx ** 2 + ny ** 2) / 2
    vignette = 1 - rng.uniform(0.1, 0.45) * r2
    slope = 1 + rng.uniform(-0.25, 0.25) * nx + rng.uniform(-0.25, 0.25) * ny
    exposure = rng.uniform(0.55, 1.1)
    cast = np.array([rng.uniform(0.85, 1.12), 1.0, rng.uniform(0.8, 1.12)], np.float32)
    out = img * (vignette * slope * exposure)[..., None] * cast
    if rng.random() < 0.5:  # a soft shadow across part of the scene (a player leaning in)
        a = rng.uniform(0, math.pi)
        dist = nx * math.cos(a) + ny * math.sin(a) - rng.uniform(-0.3, 0.6)
        band = 1 / (1 + np.exp(-dist * rng.uniform(3, 8)))
        out *= (1 - rng.uniform(0.15, 0.4) * band)[..., None]
    if rng.random() < 0.5:  # glare on the glossy cards
        gx, gy = rng.uniform(0.2, 0.8) * w, rng.uniform(0.2, 0.8) * h
        sx, sy = rng.uniform(0.04, 0.15) * w, rng.uniform(0.03, 0.1) * h
        spot = np.exp(-(((xx - gx) / sx) ** 2 + ((yy - gy) / sy) ** 2))
        out += (rng.uniform(60, 160) * spot * cover)[..., None]
    return out


def camera_blur(photo, rng):
    if rng.random() < 0.35:  # motion blur along one direction
        arr = np.asarray(photo, np.float32)
        n = int(rng.integers(3, 9))
        a = rng.uniform(0, math.pi)
        acc = np.zeros_like(arr)
        for i in range(n):
            t = i - (n - 1) / 2
            acc += np.roll(arr, (int(round(t * math.sin(a))), int(round(t * math.cos(a)))), axis=(0, 1))
        photo = Image.fromarray((acc / n).astype(np.uint8), "RGB")
    return photo.filter(ImageFilter.GaussianBlur(rng.uniform(0, 1.3)))


def enrolment_layouts(kind):
    """The cards as `drydock deck enrol` wants them (docs/cli.md): A–K of
    spades, hearts, diamonds, clubs, row by row, left to right."""
    order = [rank + suit for suit in "SHDC" for rank in RANKS]
    if kind == "deck":
        return [[(i // 13, i % 13, code) for i, code in enumerate(order)]]
    return [[(i // 5, i % 5, code) for i, code in enumerate(order[s:s + 13])] for s in range(0, 52, 13)]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--deck", required=True, help="a deck directory of 52 PNGs (AS.png, 10H.png, ...)")
    ap.add_argument("--out", required=True)
    ap.add_argument("--photos", type=int, default=40)
    ap.add_argument("--seed", type=int, default=5000)
    ap.add_argument("--enrolment", choices=["suits", "deck"],
                    help="instead of ships, the photos `drydock deck enrol` takes: the 52 cards in deck "
                         "order, no chips; four photos of one suit each (rows of 5) or one of the whole "
                         "deck (a suit a row)")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    if args.enrolment:
        for i, laid in enumerate(enrolment_layouts(args.enrolment)):
            render(args, args.deck, i, np.random.default_rng(args.seed + i), laid, f"enrol{i + 1}")
        return
    for i in range(args.photos):
        render(args, args.deck, i, np.random.default_rng(args.seed + i))


if __name__ == "__main__":
    main()
