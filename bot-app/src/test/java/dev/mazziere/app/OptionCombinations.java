package dev.mazziere.app;

import dev.mazziere.game.OptionSpec;
import dev.mazziere.games.GameRegistry;
import java.util.ArrayList;
import java.util.List;

/** Every combination of a game's option values, as {@code name=value} arguments for {@code --option}. */
final class OptionCombinations {

    private OptionCombinations() {
    }

    /** The cartesian product of every option's allowed values, in the option order of the game named {@code game}. */
    static List<List<String>> every(String game) {
        List<List<String>> combinations = new ArrayList<>();
        combinations.add(List.of());
        for (OptionSpec spec : GameRegistry.standard().rules(game).options()) {
            List<List<String>> next = new ArrayList<>();
            for (List<String> partial : combinations) {
                for (Object value : spec.allowed()) {
                    List<String> extended = new ArrayList<>(partial);
                    extended.add(spec.name() + "=" + value);
                    next.add(extended);
                }
            }
            combinations = next;
        }
        return combinations;
    }
}
