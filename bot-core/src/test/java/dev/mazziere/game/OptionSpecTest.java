package dev.mazziere.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

final class OptionSpecTest {

    private static final OptionSpec.Flag FLAG = new OptionSpec.Flag("napola", false);

    @ParameterizedTest(name = "''{0}''")
    @ValueSource(strings = {"true", "on", "yes", "si", "sì", "1", "TRUE", "On", " yes ", "SÌ"})
    @DisplayName("A flag reads these spellings as on")
    void flagOn(String raw) {
        assertThat(FLAG.parse(raw)).isEqualTo(true);
    }

    @ParameterizedTest(name = "''{0}''")
    @ValueSource(strings = {"false", "off", "no", "0", "FALSE", "Off", " no "})
    @DisplayName("A flag reads these spellings as off")
    void flagOff(String raw) {
        assertThat(FLAG.parse(raw)).isEqualTo(false);
    }

    @ParameterizedTest(name = "''{0}''")
    @ValueSource(strings = {"", "maybe", "2", "y", "nope"})
    @DisplayName("A flag refuses anything else, naming the allowed values")
    void flagBad(String raw) {
        assertThatThrownBy(() -> FLAG.parse(raw))
                .isInstanceOfSatisfying(SetupException.class, e -> {
                    assertThat(e.code()).isEqualTo("option.badValue");
                    assertThat(e.args()).containsExactly("napola", raw, "true, false");
                })
                .hasMessage("bad value '" + raw + "' for option napola (allowed: true, false)");
    }

    @Test
    @DisplayName("A number reads allowed values with spaces around and refuses others")
    void number() {
        OptionSpec.Number target = new OptionSpec.Number("target", List.of(11, 16, 21, 31), 11);

        assertThat(target.parse(" 21 ")).isEqualTo(21);
        assertThatThrownBy(() -> target.parse("20")).hasMessageContaining("allowed: 11, 16, 21, 31");
        assertThatThrownBy(() -> target.parse("2.1e1")).isInstanceOf(SetupException.class);
    }

    @Test
    @DisplayName("A choice or number whose default is not allowed cannot be declared")
    void defaultMustBeAllowed() {
        assertThatThrownBy(() -> new OptionSpec.Choice("ties", List.of("none", "each"), "some"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("ties");
        assertThatThrownBy(() -> new OptionSpec.Number("target", List.of(11, 21), 16))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("target");
    }

    @Test
    @DisplayName("A choice answers with its canonical spelling")
    void choiceCanonical() {
        OptionSpec.Choice ties = new OptionSpec.Choice("ties", List.of("none", "each"), "none");

        assertThat(ties.parse(" EACH ")).isEqualTo("each");
        assertThat(ties.allowedText()).isEqualTo("none, each");
    }
}
