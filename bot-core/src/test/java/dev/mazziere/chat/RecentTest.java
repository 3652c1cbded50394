package dev.mazziere.chat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Recent maps keep a bounded memory")
class RecentTest {

    @Test
    @DisplayName("byUse drops the entry least recently read or written once past its size")
    void byUseDropsTheLeastRecentlyUsed() {
        Map<String, Integer> shown = Recent.byUse(2);
        shown.put("a", 1);
        shown.put("b", 2);
        shown.get("a");

        shown.put("c", 3);

        assertThat(shown).containsOnlyKeys("a", "c");
    }

    @Test
    @DisplayName("byArrival drops the entry written first once past its size, whatever was read since")
    void byArrivalDropsTheOldest() {
        Map<String, Integer> seen = Recent.byArrival(2);
        seen.put("a", 1);
        seen.put("b", 2);
        seen.get("a");

        seen.put("c", 3);

        assertThat(seen).containsOnlyKeys("b", "c");
    }
}
