package dev.mazziere.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class OptionsTest {

    private static final List<OptionSpec> SPECS = List.of(
            new OptionSpec.Choice("variant", List.of("scopa", "scopone"), "scopa"),
            new OptionSpec.Flag("napola", false),
            new OptionSpec.Number("target", List.of(11, 16, 21, 31), 11));

    @Test
    @DisplayName("Options not named keep their default, in declaration order")
    void defaults() {
        // when
        Options options = Options.resolve(SPECS, Map.of("target", "21"));

        // then
        assertThat(options.asMap()).containsExactly(
                Map.entry("variant", "scopa"), Map.entry("napola", false), Map.entry("target", 21));
        assertThat(Options.defaults(SPECS).asMap()).containsExactly(
                Map.entry("variant", "scopa"), Map.entry("napola", false), Map.entry("target", 11));
    }

    @Test
    @DisplayName("Values come back typed: a choice as text, a flag as boolean, a number as int")
    void typedValues() {
        // when
        Options options = Options.resolve(SPECS, Map.of("variant", "scopone", "napola", "on", "target", "31"));

        // then
        assertThat(options.choice("variant")).isEqualTo("scopone");
        assertThat(options.flag("napola")).isTrue();
        assertThat(options.number("target")).isEqualTo(31);
        assertThatThrownBy(() -> options.get("ties")).hasMessageContaining("ties");
    }

    @Test
    @DisplayName("Option names and choice values match whatever their case")
    void caseInsensitive() {
        // when
        Options options = Options.resolve(SPECS, Map.of("VARIANT", "Scopone", " Target ", "16"));

        // then
        assertThat(options.choice("variant")).isEqualTo("scopone");
        assertThat(options.number("target")).isEqualTo(16);
        assertThat(options).isEqualTo(Options.resolve(SPECS, Map.of("variant", "scopone", "target", "16")));
    }

    @Test
    @DisplayName("Equal options are one instance, whichever way they were made, while their order tells them apart")
    void shared() {
        // given
        List<OptionSpec> reversed = List.of(SPECS.get(2), SPECS.get(1), SPECS.get(0));

        // when
        Options typed = Options.resolve(SPECS, Map.of("target", "21"));
        Options changed = Options.defaults(SPECS).with(SPECS, "target", "21");

        // then
        assertThat(typed).isSameAs(changed);
        assertThat(Options.resolve(reversed, Map.of("target", "21")).asMap().keySet())
                .containsExactly("target", "napola", "variant");
    }

    @Test
    @DisplayName("An unknown option is refused with option.unknown, naming it and the known options")
    void unknownOption() {
        assertThatThrownBy(() -> Options.resolve(SPECS, Map.of("tiez", "each")))
                .isInstanceOfSatisfying(SetupException.class, e -> {
                    assertThat(e.code()).isEqualTo("option.unknown");
                    assertThat(e.args()).containsExactly("tiez", "variant, napola, target");
                    assertThat(e).hasMessage("unknown option 'tiez' (options: variant, napola, target)");
                });
    }

    @Test
    @DisplayName("A bad value is refused with option.badValue, naming the option, the value and the allowed values")
    void badValue() {
        assertThatThrownBy(() -> Options.resolve(SPECS, Map.of("target", "12")))
                .isInstanceOfSatisfying(SetupException.class, e -> {
                    assertThat(e.code()).isEqualTo("option.badValue");
                    assertThat(e.args()).containsExactly("target", "12", "11, 16, 21, 31");
                    assertThat(e).hasMessage("bad value '12' for option target (allowed: 11, 16, 21, 31)");
                });
        assertThatThrownBy(() -> Options.resolve(SPECS, Map.of("variant", "briscola")))
                .hasMessage("bad value 'briscola' for option variant (allowed: scopa, scopone)");
        assertThatThrownBy(() -> Options.resolve(SPECS, Map.of("target", "eleven")))
                .hasMessageContaining("allowed: 11, 16, 21, 31");
    }

    @Test
    @DisplayName("with() changes one value in a new Options and leaves the original as it was")
    void with() {
        // given
        Options original = Options.defaults(SPECS);

        // when
        Options changed = original.with(SPECS, "Napola", "yes");

        // then
        assertThat(changed.flag("napola")).isTrue();
        assertThat(original.flag("napola")).isFalse();
        assertThat(changed).isNotEqualTo(original);
        assertThatThrownBy(() -> original.with(SPECS, "nope", "1")).isInstanceOf(SetupException.class);
    }

    @Test
    @DisplayName("Options are equal by their values and their map cannot be changed")
    void equality() {
        Options a = Options.resolve(SPECS, Map.of("napola", "true"));
        Options b = Options.resolve(SPECS, Map.of("napola", "1"));

        assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
        assertThatThrownBy(() -> a.asMap().put("napola", false)).isInstanceOf(UnsupportedOperationException.class);
    }
}
