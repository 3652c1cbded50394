package dev.mazziere.discord;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.table.FakeTime;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Users whose DMs are closed")
class ClosedDmsTest {

    @Test
    @DisplayName("a user found with closed DMs is tried again ten minutes later, and told why only once")
    void closedDmsWaitAndTellOnce() {
        FakeTime clock = new FakeTime();
        ClosedDms dms = new ClosedDms(clock);

        assertThat(dms.found("802")).as("the first time").isTrue();
        assertThat(dms.found("802")).as("again").isFalse();
        boolean dueAtOnce = dms.retryDue("802");
        clock.advance(ClosedDms.RETRY);

        assertThat(dueAtOnce).isFalse();
        assertThat(dms.retryDue("802")).isTrue();
        assertThat(dms.tellOnce("802")).isTrue();
        assertThat(dms.tellOnce("802")).isFalse();
        assertThat(dms.reopened("802")).isTrue();
        assertThat(dms.closed("802")).isFalse();
        assertThat(dms.tellOnce("802")).as("open DMs need no word").isFalse();
    }
}
