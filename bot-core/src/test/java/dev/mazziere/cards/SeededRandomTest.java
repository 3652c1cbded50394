package dev.mazziere.cards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Stored matches are seed + moves: the golden values below must never change, or
 * every stored match deals different cards when replayed.
 */
final class SeededRandomTest {

    @Test
    @DisplayName("Seed 0 gives the published first SplitMix64 value")
    void splitMix64Reference() {
        assertThat(new SeededRandom(0).nextLong()).isEqualTo(0xE220A8397B1DCDAFL);
    }

    @Test
    @DisplayName("Seed 42 gives the same first five longs for ever")
    void goldenLongs() {
        // given
        SeededRandom random = new SeededRandom(42);

        // when
        long[] values = {random.nextLong(), random.nextLong(), random.nextLong(), random.nextLong(), random.nextLong()};

        // then
        assertThat(values).containsExactly(
                -4767286540954276203L,
                2949826092126892291L,
                5139283748462763858L,
                6349198060258255764L,
                701532786141963250L);
    }

    @Test
    @DisplayName("Seed 1 shuffles the Italian deck the same way for ever")
    void goldenShuffle() {
        // given
        List<ItalianCard> deck = Decks.italian40();

        // when
        new SeededRandom(1).shuffle(deck);

        // then
        assertThat(deck.stream().map(ItalianCard::code)).containsExactly(
                "1C", "4C", "2S", "8B", "7S", "4S", "4B", "7D", "5B", "9D",
                "2B", "5S", "3D", "3S", "9B", "8C", "6C", "7C", "2C", "4D",
                "9C", "6D", "6S", "10B", "1B", "5D", "5C", "1D", "8S", "6B",
                "10C", "1S", "2D", "3C", "10S", "9S", "7B", "8D", "10D", "3B");
    }

    @Test
    @DisplayName("Seed 7 draws the same ints below 10 and seed 42 the same first double, for ever")
    void goldenIntsAndDouble() {
        SeededRandom random = new SeededRandom(7);
        assertThat(IntStream.range(0, 10).map(i -> random.nextInt(10)).toArray())
                .containsExactly(3, 2, 3, 1, 7, 2, 9, 1, 2, 2);
        assertThat(new SeededRandom(42).nextDouble()).isEqualTo(0.7415648787718233);
    }

    @Test
    @DisplayName("The same seed gives the same sequence, another seed another one")
    void sameSeedSameSequence() {
        // given
        SeededRandom a = new SeededRandom(123);
        SeededRandom b = new SeededRandom(123);
        SeededRandom c = new SeededRandom(124);

        // when
        List<Long> fromA = new ArrayList<>();
        List<Long> fromB = new ArrayList<>();
        List<Long> fromC = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            fromA.add(a.nextLong());
            fromB.add(b.nextLong());
            fromC.add(c.nextLong());
        }

        // then
        assertThat(fromA).isEqualTo(fromB).doesNotHaveDuplicates();
        assertThat(fromC).isNotEqualTo(fromA);
        assertThat(a).isEqualTo(b).hasSameHashCodeAs(b).isNotEqualTo(c);
    }

    @Test
    @DisplayName("A copy goes on with the same sequence without moving the original")
    void copy() {
        // given
        SeededRandom original = new SeededRandom(9);
        original.nextLong();

        // when
        SeededRandom copy = original.copy();
        long fromCopy = copy.nextLong();

        // then
        assertThat(original.nextLong()).isEqualTo(fromCopy);
        assertThat(copy).isEqualTo(original);
    }

    @ParameterizedTest(name = "bound {0}")
    @ValueSource(ints = {1, 2, 3, 7, 10, 40, 1_000_003, Integer.MAX_VALUE})
    @DisplayName("nextInt stays within [0, bound)")
    void nextIntBounds(int bound) {
        SeededRandom random = new SeededRandom(bound);
        for (int i = 0; i < 10_000; i++) {
            assertThat(random.nextInt(bound)).isBetween(0, bound - 1);
        }
    }

    @ParameterizedTest(name = "bound {0}")
    @ValueSource(ints = {0, -1, Integer.MIN_VALUE})
    @DisplayName("nextInt refuses a bound that is not positive, naming it")
    void nextIntBadBound(int bound) {
        assertThatThrownBy(() -> new SeededRandom(1).nextInt(bound))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(Integer.toString(bound));
    }

    @Test
    @DisplayName("nextInt is roughly uniform: each of ten values within 3% of its share of 100000 draws")
    void nextIntUniform() {
        // given
        SeededRandom random = new SeededRandom(2024);
        int[] counts = new int[10];

        // when
        for (int i = 0; i < 100_000; i++) {
            counts[random.nextInt(10)]++;
        }

        // then
        assertThat(Arrays.stream(counts).boxed()).allSatisfy(count -> assertThat(count).isBetween(9_700, 10_300));
    }

    @Test
    @DisplayName("nextDouble stays within [0, 1) and averages near one half")
    void nextDouble() {
        SeededRandom random = new SeededRandom(5);
        double sum = 0;
        for (int i = 0; i < 10_000; i++) {
            double d = random.nextDouble();
            assertThat(d).isGreaterThanOrEqualTo(0).isLessThan(1);
            sum += d;
        }
        assertThat(sum / 10_000).isBetween(0.48, 0.52);
    }

    @Test
    @DisplayName("A shuffle is a permutation of the list")
    void shuffleIsPermutation() {
        // given
        List<ItalianCard> deck = Decks.italian40();

        // when
        new SeededRandom(77).shuffle(deck);

        // then
        assertThat(deck).containsExactlyInAnyOrderElementsOf(Decks.italian40()).isNotEqualTo(Decks.italian40());
    }
}
