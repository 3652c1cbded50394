package dev.mazziere.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.games.GameRegistry;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The sample pictures follow the registry: every game it runs is drawn, in its order. */
class PictureSamplesTest {

    @Test
    @DisplayName("the samples draw every game of the registry, in the registry's order")
    void everyGameOfTheRegistry() {
        GameRegistry registry = GameRegistry.standard();

        assertThat(PictureSamples.setups(registry).stream().map(PictureSamples.Setup::game).distinct().toList())
                .containsExactlyElementsOf(registry.ids());
    }
}
