package dev.mazziere.games.ramino;

import dev.mazziere.game.conformance.Coverage;
import dev.mazziere.game.conformance.GoldenPlaythroughs;
import dev.mazziere.game.conformance.Playthrough;
import java.util.List;
import org.junit.jupiter.api.DisplayName;

@DisplayName("Ramino replays its golden playthroughs")
final class RaminoGoldenTest extends GoldenPlaythroughs {

    private static final Coverage A_JOKER_SWAP = Coverage.event("a joker taken back", "swapJoker");

    private static final Coverage A_CLOSE_IN_HAND = Coverage.event("a close in hand", "close",
            close -> close.path("inHand").asBoolean());

    private static final Coverage A_RESTOCK = Coverage.event("a restock", "restock");

    private static final Coverage A_REENTRY = Coverage.event("a re-entry", "reentry",
            reentry -> reentry.path("reenter").asBoolean());

    private static final Coverage A_STOCK_RUN_OUT = Coverage.event("a hand ended by the stock running out", "score",
            score -> score.path("hand").path("close").asText().equals("none"));

    private static final Coverage A_COLORE = Coverage.event("a colore", "score",
            score -> score.path("hand").path("close").asText().equals("colore"));

    RaminoGoldenTest() {
        super(new RaminoGame());
    }

    @Override
    protected List<Playthrough> playthroughs() {
        return List.of(
                Playthrough.of("classico-two-players", 2, 1)
                        .covering(A_JOKER_SWAP).covering(A_CLOSE_IN_HAND),
                Playthrough.of("duemazzi-three-players-reentry-restock", 3, 2)
                        .option("variant", "duemazzi")
                        .covering(A_REENTRY).covering(A_RESTOCK),
                Playthrough.of("classico-four-players-stock-runs-out", 4, 2)
                        .covering(A_STOCK_RUN_OUT),
                Playthrough.of("duemazzi-two-players-close-without-discard-colore", 2, 1428)
                        .option("variant", "duemazzi").option("closeWithoutDiscard", "true")
                        .covering(A_COLORE));
    }
}
