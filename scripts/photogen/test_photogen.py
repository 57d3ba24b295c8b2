"""The second generator's rule that every chip it draws can be counted from
above (`SHOWN`, `WIDE`): a truth no one could read from the photo would
score the reader against a count nobody can make.

    python3 -m unittest discover -s scripts/photogen

Needs numpy and pillow (`requirements.txt`); `scripts/test.sh` runs it
when they are there and says so when they are not.
"""

import unittest

import numpy as np
from PIL import Image

import photogen


class Countable(unittest.TestCase):
    def test_a_chip_on_top_shows_its_whole_face(self):
        self.assertEqual(photogen.crescents([(0.0, 0.0)], 1.0), [1.0])

    def test_a_chip_half_out_from_under_another_shows_half_a_radius(self):
        wide = photogen.crescents([(0.0, 0.0), (0.5, 0.0)], 1.0)
        self.assertAlmostEqual(wide[0], 0.5, delta=0.02)
        self.assertEqual(wide[1], 1.0)

    def test_a_chip_a_sliver_out_from_under_another_is_not_countable(self):
        # It passes SHOWN (a chip over another hides at most half of its
        # outline), which alone let such slivers into the truth.
        spots = [(0.0, 0.0), (0.07, 0.0)]
        self.assertGreaterEqual(min(photogen.shown(spots, 1.0)), photogen.SHOWN)
        self.assertLess(photogen.crescents(spots, 1.0)[0], photogen.WIDE)
        self.assertFalse(photogen.countable(spots, 1.0))

    def test_chips_far_enough_apart_are_countable(self):
        self.assertTrue(photogen.countable([(0.0, 0.0), (0.6, 0.3)], 1.0))

    def test_no_place_that_hides_a_chip_is_offered(self):
        # A chip ten card widths across: wherever a second one lands on the
        # card's middle, the first shows a crescent under 0.15 of a radius.
        rng = np.random.default_rng(1)
        self.assertIsNone(photogen.countable_spot(rng, [(50.0, 70.0)], 100, 140, 1000.0))

    def test_the_truth_counts_the_chips_drawn_and_each_is_countable(self):
        face = Image.new("RGBA", (315, 440), (250, 250, 250, 255))
        for seed in range(20):
            rng = np.random.default_rng(seed)
            _, drawn = photogen.chips_on(face, rng, 3)
            self.assertGreaterEqual(len(drawn), 1)
            for chip in drawn:
                self.assertGreaterEqual(chip["shown"], photogen.SHOWN)
                self.assertGreaterEqual(chip["crescent"], photogen.WIDE)


if __name__ == "__main__":
    unittest.main()
