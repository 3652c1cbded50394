package dev.mazziere.games.napoleone;

import dev.mazziere.cards.Card;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.game.Move;
import dev.mazziere.game.View;
import dev.mazziere.games.tricks.TrickEvents;
import dev.mazziere.picture.GamePicture;
import dev.mazziere.picture.Scene;
import dev.mazziere.picture.Scenes;
import dev.mazziere.picture.TableFacts;
import dev.mazziere.text.Names;
import dev.mazziere.text.Texts;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * How Napoleone looks as pictures. The table: while bidding, the bids so far; then the
 * caller's contract with trumps and the tricks against it, the trick with who played
 * each card (the card taking it outlined) or the last trick and who took it; whose turn
 * and the points. A hand: the seat's five cards, on their turn the playable ones raised
 * and the others greyed (none while bidding: the buttons are bids), then the bids or the
 * contract and the trick. Texts in {@code picture*.properties} next to this class, and
 * the table's own in {@code napoleone*.properties}.
 */
public final class NapoleonePicture implements GamePicture {

    static final String BUNDLE = "dev.mazziere.games.napoleone.picture";

    @Override
    public Scene table(View publicView, TableFacts facts, Texts t) {
        NapoleoneView v = (NapoleoneView) publicView;
        Texts s = t.bundle(BUNDLE);
        Texts own = t.bundle(NapoleonePresenter.BUNDLE);
        Names names = facts.names();
        List<Scene.Section> sections = new ArrayList<>();
        if (v.phase() == NapoleoneMatch.Phase.BIDDING) {
            sections.add(bids(v, names, s, own));
        } else {
            sections.add(contract(v, names.seat(v.caller()), own));
            if (!v.trick().isEmpty()) {
                sections.add(trick(v, names, v.seats() <= 5 ? Scene.Size.MEDIUM : Scene.Size.SMALL,
                        Scenes.texts(t).get("table")));
            } else if (v.lastTrick() != null) {
                sections.add(lastTrick(v, names, s));
            }
        }
        List<Scene.Score> scores = new ArrayList<>();
        for (int seat = 0; seat < v.seats(); seat++) {
            scores.add(new Scene.Score(names.side(seat), Integer.toString(v.totals().get(seat)), seat == v.toAct()));
        }
        String note = "hands".equals(v.end()) ? s.get("hands", Math.max(1, v.handNumber()), v.hands())
                : s.get("target", v.target());
        return new Scene(facts.title(), s.get("head", Math.max(1, v.handNumber()), names.seat(v.dealer())), sections,
                new Scene.Strip(facts.turn(), scores, note));
    }

    @Override
    public Scene hand(View seatView, List<? extends Move> legal, TableFacts facts, Texts t) {
        NapoleoneView v = (NapoleoneView) seatView;
        Texts s = t.bundle(BUNDLE);
        Texts own = t.bundle(NapoleonePresenter.BUNDLE);
        Set<Card> playable = new HashSet<>();
        for (Move m : legal) {
            if (m instanceof NapoleoneMove.Play p) {
                playable.add(p.card());
            }
        }
        List<Scene.Section> sections = new ArrayList<>();
        sections.add(Scenes.hand(Scenes.marked(NapoleonePresenter.inHandOrder(v), playable), t));
        if (v.phase() == NapoleoneMatch.Phase.BIDDING) {
            sections.add(bids(v, facts.names(), s, own));
        } else {
            String caller = v.caller() == v.viewer() ? null : facts.names().seat(v.caller());
            sections.add(contract(v, caller, own));
            if (!v.trick().isEmpty()) {
                sections.add(trick(v, facts.names(), Scene.Size.SMALL, Scenes.texts(t).get("table")));
            }
        }
        return new Scene(facts.title(), Scenes.handDetail(!legal.isEmpty(), t), sections,
                new Scene.Strip(facts.turn(), List.of(), ""));
    }

    /** The bids so far, one per player in bidding order. */
    private static Scene.Section bids(NapoleoneView v, Names names, Texts s, Texts own) {
        List<Scene.Item> items = new ArrayList<>();
        for (NapoleoneEvents.Bid b : v.bids()) {
            items.add(new Scene.Note(names.seat(b.seat()) + " · " + own.get("bid." + b.bid())));
        }
        if (items.isEmpty()) {
            items.add(new Scene.Note(own.get("table.noBids")));
        }
        return new Scene.Section(s.get("bids"), Scene.Size.SMALL, items);
    }

    /** The caller's contract and trumps, then the tricks taken against it; to the caller ({@code caller} null) as theirs. */
    private static Scene.Section contract(NapoleoneView v, String caller, Texts own) {
        return Scene.Section.of("", Scene.Size.SMALL,
                new Scene.Note(NapoleonePresenter.contract(v, caller, own)),
                new Scene.Note(NapoleonePresenter.tricks(v, caller, own)));
    }

    /** The trick on the table: each card over its player's name, the card taking it outlined. */
    private static Scene.Section trick(NapoleoneView v, Names names, Scene.Size size, String label) {
        List<FrenchCard> cards = v.table().cardsOnTable();
        int winning = NapoleoneRules.TRICK_RULES.winningIndex(cards, v.trump());
        List<Scene.Item> items = new ArrayList<>();
        for (int i = 0; i < cards.size(); i++) {
            items.add(played(cards.get(i), names.seat(v.trick().get(i).seat()), i == winning));
        }
        return new Scene.Section(label, size, items);
    }

    /** The last trick, each card over its player's name (seats follow the leader), the winner outlined. */
    private static Scene.Section lastTrick(NapoleoneView v, Names names, Texts s) {
        TrickEvents.Trick<FrenchCard> last = v.lastTrick();
        List<FrenchCard> cards = last.cards();
        int winning = NapoleoneRules.TRICK_RULES.winningIndex(cards, v.trump());
        int leader = Math.floorMod(last.winner() - winning, v.seats());
        List<Scene.Item> items = new ArrayList<>();
        for (int i = 0; i < cards.size(); i++) {
            items.add(played(cards.get(i), names.seat((leader + i) % v.seats()), i == winning));
        }
        return new Scene.Section(s.get("lastTrick", names.seat(last.winner())),
                v.seats() <= 5 ? Scene.Size.MEDIUM : Scene.Size.SMALL, items);
    }

    private static Scene.Cards played(FrenchCard card, String name, boolean winning) {
        return new Scene.Cards(List.of(new Scene.Face(card, winning ? Scene.Mark.HIGHLIGHT : Scene.Mark.PLAIN)),
                name, false);
    }
}
