package dev.mazziere.rating;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.YearMonth;
import java.time.ZoneId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class SeasonTest {

    private static final ZoneId ROME = ZoneId.of("Europe/Rome");

    @Test
    @DisplayName("a season is the calendar month in the bot's time zone: 23:30 UTC on 31 May is June in Rome")
    void monthInZone() {
        Instant lateMay = Instant.parse("2026-05-31T23:30:00Z");

        assertThat(Season.of(lateMay, ROME).month()).isEqualTo(YearMonth.of(2026, 6));
        assertThat(Season.of(lateMay, ZoneId.of("UTC")).month()).isEqualTo(YearMonth.of(2026, 5));
    }

    @Test
    @DisplayName("a season starts at local midnight on the first and holds every instant until the next one")
    void bounds() {
        Season june = new Season(YearMonth.of(2026, 6), ROME);

        assertThat(june.start()).isEqualTo(Instant.parse("2026-05-31T22:00:00Z"));
        assertThat(june.end()).isEqualTo(Instant.parse("2026-06-30T22:00:00Z"));
        assertThat(june.contains(june.start())).isTrue();
        assertThat(june.contains(june.end())).isFalse();
        assertThat(june.contains(june.start().minusNanos(1))).isFalse();
    }

    @Test
    @DisplayName("the season before January is December of the year before")
    void previous() {
        assertThat(new Season(YearMonth.of(2027, 1), ROME).previous()).isEqualTo(new Season(YearMonth.of(2026, 12), ROME));
    }
}
