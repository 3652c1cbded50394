package dev.mazziere.games.chiamata;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.Json;
import dev.mazziere.game.MatchEvent;
import dev.mazziere.game.Move;
import dev.mazziere.picture.TableFacts;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Names;
import dev.mazziere.text.Texts;
import dev.mazziere.text.TurnPanel;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * No view, text or picture tells who holds the called card before it is played. Each test
 * plays two worlds that differ only in where the called card is ({@link ChiamataTwins}):
 * every seat but the two that hold it in one world or the other, and the table, must see
 * exactly the same in both, in both languages, from the deal until one of those two seats
 * has to play one of the swapped cards. Seeds without a usable deal are skipped.
 */
@DisplayName("The partner is secret until the called card is played")
class ChiamataSecretPartnerTest {

    private static final Names NAMES = new Names(List.of("anna", "bea", "carlo", "dino", "ezio"),
            List.of("anna", "bea", "carlo", "dino", "ezio"));
    private static final TurnPanel.Room ROOM = new TurnPanel.Room(5, 25);

    private final ChiamataPresenter presenter = new ChiamataPresenter();
    private final ChiamataPicture picture = new ChiamataPicture();

    @Test
    @DisplayName("whichever seat holds the called card, the others and the table see the same views, texts and pictures")
    void wheneverThePartnerIsAnotherSeat() {
        int checked = playTwins(false);
        assertThat(checked).as("positions compared").isGreaterThan(300);
    }

    @Test
    @DisplayName("whether the caller called its own card or a seat holds it, the others and the table see the same")
    void aloneOrWithAPartner() {
        int checked = playTwins(true);
        assertThat(checked).as("positions compared").isGreaterThan(200);
    }

    @Test
    @DisplayName("the comparison sees a difference: once the called card is played, the table names the partner")
    void theRevealShows() {
        ChiamataTwins twins = null;
        for (long seed = 1; twins == null; seed++) {
            twins = ChiamataTwins.deal(seed, false);
        }
        ChiamataMatch a = twins.a();
        ChiamataMatch b = twins.b();
        twins.auction().forEach(m -> {
            a.apply(a.toAct(), m);
            b.apply(b.toAct(), m);
        });
        Texts t = Texts.core(Lang.EN);
        while (a.toAct() != twins.holder()) {
            ItalianCard card = twins.commonCards().get(0);
            a.apply(a.toAct(), ChiamataMove.play(card));
            b.apply(b.toAct(), ChiamataMove.play(card));
        }
        a.apply(twins.holder(), ChiamataMove.play(twins.called()));

        assertThat(presenter.table(a.publicView(), NAMES, t)).contains(NAMES.seat(twins.holder()) + "\n")
                .isNotEqualTo(presenter.table(b.publicView(), NAMES, t));
    }

    @Test
    @DisplayName("the partner's own hand says so, privately: 'You are the partner' / 'Sei il compagno'; no other hand does")
    void thePartnerKnows() {
        int partners = 0;
        for (long seed = 1; seed <= 30; seed++) {
            ChiamataTwins twins = ChiamataTwins.deal(seed, false);
            if (twins == null) {
                continue;
            }
            ChiamataMatch a = twins.a();
            twins.auction().forEach(m -> a.apply(a.toAct(), m));
            for (int s = 0; s < 5; s++) {
                boolean partner = s == twins.holder() && s != a.view(s).caller();
                assertThat(presenter.hand(a.view(s), NAMES, Texts.core(Lang.EN)).contains("You are the partner"))
                        .as("seed %d seat %d", seed, s).isEqualTo(partner);
                assertThat(presenter.hand(a.view(s), NAMES, Texts.core(Lang.IT)).contains("Sei il compagno"))
                        .as("seed %d seat %d", seed, s).isEqualTo(partner);
                partners += partner ? 1 : 0;
            }
        }
        assertThat(partners).isGreaterThan(10);
    }

    /** Plays the twins of many seeds, comparing at every step; returns the positions compared. */
    private int playTwins(boolean toCaller) {
        int compared = 0;
        for (long seed = 1; seed <= 40; seed++) {
            ChiamataTwins twins = ChiamataTwins.deal(seed, toCaller);
            if (twins == null) {
                continue;
            }
            ChiamataMatch a = twins.a();
            ChiamataMatch b = twins.b();
            SeededRandom random = new SeededRandom(seed);
            List<Move> moves = new ArrayList<>(twins.auction());
            while (true) {
                compare(twins, seed);
                compared++;
                Move move;
                if (!moves.isEmpty()) {
                    move = moves.remove(0);
                } else {
                    List<ItalianCard> common = twins.commonCards();
                    if (common.isEmpty() || a.phase() != ChiamataMatch.Phase.PLAY) {
                        break;
                    }
                    move = ChiamataMove.play(common.get(random.nextInt(common.size())));
                }
                int before = a.events().size();
                a.apply(a.toAct(), move);
                b.apply(b.toAct(), move);
                saidAlike(a.events().subList(before, a.events().size()), b.events().subList(before, b.events().size()),
                        seed);
            }
        }
        return compared;
    }

    /** The events of the same move in both worlds say the same, as JSON and as the chat's line. */
    private void saidAlike(List<MatchEvent> a, List<MatchEvent> b, long seed) {
        assertThat(a).hasSameSizeAs(b);
        for (int i = 0; i < a.size(); i++) {
            assertThat(Json.line(b.get(i))).as("seed %d", seed).isEqualTo(Json.line(a.get(i)));
            for (Lang lang : Lang.values()) {
                Texts t = Texts.core(lang);
                assertThat(presenter.describe(b.get(i), NAMES, t)).isEqualTo(presenter.describe(a.get(i), NAMES, t));
            }
        }
    }

    /** Everything the table and every seat but the two holders see, compared in both worlds. */
    private void compare(ChiamataTwins twins, long seed) {
        ChiamataMatch a = twins.a();
        ChiamataMatch b = twins.b();
        String where = "seed " + seed + ", move " + a.moveCount();
        assertThat(b.publicView()).as(where).isEqualTo(a.publicView());
        assertThat(b.toAct()).as(where).isEqualTo(a.toAct());
        for (Lang lang : Lang.values()) {
            Texts t = Texts.core(lang);
            TableFacts facts = new TableFacts("Briscola chiamata", NAMES, "turn", "last");
            assertThat(presenter.table(b.publicView(), NAMES, t)).as(where).isEqualTo(presenter.table(a.publicView(), NAMES, t));
            assertThat(picture.table(b.publicView(), facts, t)).as(where).isEqualTo(picture.table(a.publicView(), facts, t));
            for (int s = 0; s < 5; s++) {
                if (!twins.observer(s)) {
                    continue;
                }
                ChiamataView va = a.view(s);
                ChiamataView vb = b.view(s);
                assertThat(vb).as(where + ", seat " + s).isEqualTo(va);
                assertThat(presenter.hand(vb, NAMES, t)).as(where).isEqualTo(presenter.hand(va, NAMES, t));
                boolean acting = a.toAct() == s;
                List<? extends Move> legalA = acting ? a.legalMoves() : List.of();
                List<? extends Move> legalB = acting ? b.legalMoves() : List.of();
                assertThat(legalB).as(where).isEqualTo(legalA);
                assertThat(picture.hand(vb, legalB, facts, t)).as(where).isEqualTo(picture.hand(va, legalA, facts, t));
                if (acting) {
                    assertThat(presenter.panel(vb, legalB, "", ROOM, NAMES, t)).as(where)
                            .isEqualTo(presenter.panel(va, legalA, "", ROOM, NAMES, t));
                }
            }
        }
    }
}
