package dev.mazziere.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mazziere.games.GameEntry;
import dev.mazziere.games.GameRegistry;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The checks that refuse a match which cannot be set up: seat counts and game ids. */
final class SetupChecksTest {

    @Test
    @DisplayName("A seat count out of range is refused with seats.outOfRange, naming the game and the range")
    void seatRange() {
        // given
        SeatRange range = new SeatRange(2, 4);

        // when / then
        assertThat(range.contains(2)).isTrue();
        assertThat(range.contains(4)).isTrue();
        assertThat(range.contains(5)).isFalse();
        range.check("scopa", 3);
        assertThatThrownBy(() -> range.check("scopa", 5))
                .isInstanceOfSatisfying(SetupException.class, e -> {
                    assertThat(e.code()).isEqualTo("seats.outOfRange");
                    assertThat(e.args()).containsExactly("scopa", "5", "2-4");
                })
                .hasMessage("scopa is played by 2-4 players, not 5");
    }

    @Test
    @DisplayName("A fixed seat count is named as one number")
    void fixedSeats() {
        assertThatThrownBy(() -> new SeatRange(4, 4).check("scopone", 3))
                .hasMessage("scopone is played by 4 players, not 3");
    }

    @Test
    @DisplayName("Scopone's seat count is refused as Scopone's, Scopa's as Scopa's")
    void scoponeRefusedByItsName() {
        Game scopa = GameRegistry.standard().get("scopa").game();
        Options scopone = scopa.resolveOptions(java.util.Map.of("variant", "scopone"));

        assertThatThrownBy(() -> scopa.newMatch(scopone, 3, 1)).hasMessage("scopone is played by 4 players, not 3");
        assertThatThrownBy(() -> scopa.newMatch(scopa.resolveOptions(java.util.Map.of()), 5, 1))
                .hasMessage("scopa is played by 2-4 players, not 5");
    }

    @Test
    @DisplayName("Counts left out of a range (Tressette's 2 or 4, not 3) are refused, and named as the counts allowed")
    void gaps() {
        SeatRange twoOrFour = SeatRange.of(2, 4);

        assertThat(twoOrFour.contains(2)).isTrue();
        assertThat(twoOrFour.contains(3)).isFalse();
        assertThat(twoOrFour.contains(4)).isTrue();
        assertThat(twoOrFour.text()).isEqualTo("2/4");
        assertThat(new SeatRange(3, 6).text()).isEqualTo("3-6");
        assertThatThrownBy(() -> twoOrFour.check("tressette", 3))
                .isInstanceOfSatisfying(SetupException.class,
                        e -> assertThat(e.args()).containsExactly("tressette", "3", "2/4"))
                .hasMessage("tressette is played by 2/4 players, not 3");
        assertThatThrownBy(() -> new SeatRange(2, 4, java.util.List.of(4))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("A seat range must start at one or more and not end before it starts")
    void badRange() {
        assertThatThrownBy(() -> new SeatRange(0, 4)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new SeatRange(3, 2)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("An unknown game is refused with game.unknown, naming the known games")
    void unknownGame() {
        // given
        GameRegistry registry = GameRegistry.standard();

        // when / then
        assertThatThrownBy(() -> registry.get("burraco"))
                .isInstanceOfSatisfying(SetupException.class, e -> {
                    assertThat(e.code()).isEqualTo("game.unknown");
                    assertThat(e.args()).containsExactly("burraco", String.join(", ", registry.ids()));
                })
                .hasMessage("unknown game 'burraco' (games: " + String.join(", ", registry.ids()) + ")");
    }

    @Test
    @DisplayName("The registry finds a game by its id in any case")
    void findGame() {
        GameRegistry registry = GameRegistry.standard();

        assertThat(registry.ids()).contains("scopa");
        assertThat(registry.get("SCOPA").id()).isEqualTo("scopa");
        assertThat(registry.find("nope")).isEmpty();
        assertThat(registry.all()).extracting(GameEntry::id).containsExactlyElementsOf(registry.ids());
    }
}
