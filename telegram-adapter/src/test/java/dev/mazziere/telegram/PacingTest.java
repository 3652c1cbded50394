package dev.mazziere.telegram;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Whole brisk matches against the whole bot on the fake Bot API, which refuses every call
 * over Telegram's flood limits with 429 ({@link FloodControl}), time running faster than
 * Telegram's so the suite stays short; every figure is in Telegram's time. {@code bench
 * telegram} plays the same in real time.
 */
@DisplayName("Brisk play under Telegram's flood limits, refused with 429 as Telegram refuses them")
class PacingTest {

    @Test
    @DisplayName("4-player Napoleone: the group never waits over 6 s, sees every hand's result and throw-in, and"
            + " typed commands are answered ahead of the table")
    void napoleone() throws Exception {
        PacingBench.Figures f = PacingBench.run(new PacingBench.Setup("napoleone", 4, false,
                List.of("end hands", "hands 5"), 5, 1, 0, true));

        String figures = String.join("\n", f.lines());
        assertThat(f.gapsOver(6)).as(figures).isZero();
        assertThat(f.hands()).as(figures).isEqualTo(5);
        assertThat(f.handsSeen()).as(figures).isEqualTo(f.hands());
        assertThat(f.throwIns()).as(figures).isPositive();
        assertThat(f.throwInsSeen()).as(figures).isEqualTo(f.throwIns());
        // Answered ahead of the table's queue: most within 2 s, none as late as a queued group message
        // would be (the clock runs 5x, so a loaded machine's half second reads 2.5 s here).
        assertThat(f.answers()).as(figures).hasSize(6)
                .allSatisfy(a -> assertThat(a.seconds()).as(a.command()).isBetween(0.0, 5.0));
        assertThat(f.answers().stream().filter(a -> a.seconds() <= 2.0).count()).as(figures).isGreaterThanOrEqualTo(4);
        assertThat(f.tooManyRequests()).as(figures).isLessThanOrEqualTo(2);
    }

    @Test
    @DisplayName("Scopa alone against the computer: a move comes back as the next move's buttons within the chat's"
            + " second, in one call to the private chat")
    void scopaAlone() throws Exception {
        // In real time: a move alone waits for its chat's second, and a faster clock would only magnify the machine's delays.
        PacingBench.Figures f = PacingBench.run(new PacingBench.Setup("scopa", 1, true, List.of(), 1, 1, 12, false));

        String figures = String.join("\n", f.lines());
        assertThat(f.moves()).as(figures).isEqualTo(12);
        // One chat second (the private chat's pace), never two: the bound holds on a loaded machine too;
        // bench telegram measures the figures themselves.
        assertThat(f.turns()).as(figures).allSatisfy(t -> assertThat(t).isLessThan(1.9));
        assertThat(f.turns().stream().sorted().toList().get(f.turns().size() / 2)).as(figures).isLessThanOrEqualTo(1.3);
        assertThat(f.calls().get("private")).as("a call a move; at the start the lobby closed, the table posted, and"
                + " redrawn when the computer played first").isLessThanOrEqualTo(f.moves() + 3);
        assertThat(f.tooManyRequests()).as(figures).isZero();
    }
}
