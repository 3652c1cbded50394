package dev.mazziere.table.flow;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The turn clock's arithmetic: when the reminder comes, and how the time left reads. */
@DisplayName("A turn's clock")
class TurnClockTest {

    @Test
    @DisplayName("the reminder comes when a quarter of the time is left, never later than 10 s before the end, "
            + "and not at all for a limit under 20 s")
    void reminderRule() {
        assertThat(TurnClock.reminderBefore(Duration.ofSeconds(15))).isNull();
        assertThat(TurnClock.reminderBefore(Duration.ofSeconds(19))).isNull();
        assertThat(TurnClock.reminderBefore(Duration.ofSeconds(20))).isEqualTo(Duration.ofSeconds(10));
        assertThat(TurnClock.reminderBefore(Duration.ofSeconds(30))).isEqualTo(Duration.ofSeconds(10));
        assertThat(TurnClock.reminderBefore(Duration.ofSeconds(60))).isEqualTo(Duration.ofSeconds(15));
        assertThat(TurnClock.reminderBefore(Duration.ofMinutes(2))).isEqualTo(Duration.ofSeconds(30));
        assertThat(TurnClock.reminderBefore(Duration.ofHours(24))).isEqualTo(Duration.ofHours(6));
    }

    @Test
    @DisplayName("a countdown reads 30s, 1m 30s, 5h 42m, 6h")
    void countdown() {
        assertThat(TableOptions.showLeft(Duration.ofSeconds(30))).isEqualTo("30s");
        assertThat(TableOptions.showLeft(Duration.ofSeconds(90))).isEqualTo("1m 30s");
        assertThat(TableOptions.showLeft(Duration.ofMinutes(342))).isEqualTo("5h 42m");
        assertThat(TableOptions.showLeft(Duration.ofHours(6).minusSeconds(15))).isEqualTo("6h");
        assertThat(TableOptions.showLeft(Duration.ofMinutes(45))).isEqualTo("45m");
        assertThat(TableOptions.showLeft(Duration.ZERO)).isEqualTo("0s");
    }
}
