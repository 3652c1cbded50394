package dev.mazziere.games.napoleone;

import dev.mazziere.game.conformance.Coverage;
import dev.mazziere.game.conformance.GoldenPlaythroughs;
import dev.mazziere.game.conformance.Playthrough;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;

@DisplayName("Napoleone replays its golden playthroughs")
final class NapoleoneGoldenTest extends GoldenPlaythroughs {

    private static final Coverage A_THROW_IN = Coverage.event("a throw-in", "redeal");

    private static final Coverage A_MISERE = Coverage.event("a Misère", "score",
            score -> score.path("hand").path("contract").asText().equals("misere"));

    private static final Coverage A_BROKEN_CONTRACT = Coverage.event("a broken contract", "score",
            score -> !score.path("hand").path("made").asBoolean());

    private static final Coverage A_FIVE_TRICK_CONTRACT = Coverage.event("a Napoleone, Wellington or Blücher", "score",
            score -> Set.of("nap", "wellington", "blucher").contains(score.path("hand").path("contract").asText()));

    /** With misereTrumps the caller's first card sets trumps in a Misère too. */
    private static final Coverage A_MISERE_WITH_TRUMPS = Coverage.event("a Misère with trumps", "score",
            score -> score.path("hand").path("contract").asText().equals("misere")
                    && !score.path("hand").path("trump").isNull());

    NapoleoneGoldenTest() {
        super(new NapoleoneGame());
    }

    @Override
    protected List<Playthrough> playthroughs() {
        return List.of(
                Playthrough.of("four-players-hands-throw-in-misere", 4, 1)
                        .option("end", "hands")
                        .covering(A_THROW_IN).covering(A_MISERE).covering(A_BROKEN_CONTRACT),
                Playthrough.of("three-players-target-free-overcalls-misere-trumps", 3, 9)
                        .option("overcalls", "free").option("misereTrumps", "true").option("misereValue", "4")
                        .option("target", "30")
                        .covering(A_FIVE_TRICK_CONTRACT).covering(A_MISERE_WITH_TRUMPS));
    }
}
