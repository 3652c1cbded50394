package dev.mazziere.games.tressette;

import dev.mazziere.cards.Card;
import dev.mazziere.cards.CardRenderer;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.game.Move;
import dev.mazziere.game.View;
import dev.mazziere.games.tricks.TrickEvents;
import dev.mazziere.games.tricks.TrickTexts;
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
 * How Tressette looks as pictures. The table: the trick with who played each card and
 * the card taking it so far outlined, or the last trick and who took it; with 2 players
 * the stock and the two cards drawn after the last trick; the accusi of the hand; each
 * side's points in this hand; whose turn and the totals against the target. A hand: the
 * seat's cards grouped by suit as their text shows them, on their turn the cards they may
 * play raised and, when they must follow suit, the others greyed; under it the trick they
 * answer and the cards they have seen in the other hands. Texts in
 * {@code picture*.properties} next to this class.
 */
public final class TressettePicture implements GamePicture {

    static final String BUNDLE = "dev.mazziere.games.tressette.picture";

    @Override
    public Scene table(View publicView, TableFacts facts, Texts t) {
        TressetteView v = (TressetteView) publicView;
        Texts s = t.bundle(BUNDLE);
        Names names = facts.names();
        Scene.Size size = v.seats() == 2 ? Scene.Size.LARGE : Scene.Size.MEDIUM;
        List<Scene.Section> sections = new ArrayList<>();
        if (!v.trick().isEmpty()) {
            sections.add(trick(v.trick(), names, size, s));
        } else if (v.lastTrick() != null) {
            List<TrickEvents.Play<ItalianCard>> plays = TressetteRules.TRICK_RULES.plays(v.lastTrick(), null, v.seats());
            sections.add(cards(s.get("lastTrick", names.seat(v.lastTrick().winner())), plays, names, size));
        } else {
            sections.add(Scene.Section.of(Scenes.texts(t).get("table"), Scene.Size.MEDIUM,
                    new Scene.Note(Scenes.texts(t).get("table.empty"))));
        }
        if (v.seats() == 2 && (v.stock() > 0 || !v.lastDraws().isEmpty())) {
            sections.add(stock(v, names, s));
        }
        List<Scene.Item> accusi = new ArrayList<>();
        Texts own = t.bundle(TressettePresenter.BUNDLE);
        for (int seat = 0; seat < v.seats(); seat++) {
            for (Accuso a : v.declared().get(seat)) {
                accusi.add(new Scene.Note(names.seat(seat) + ": " + TressettePresenter.accuso(a, own) + " +" + a.points()));
            }
        }
        if (!accusi.isEmpty()) {
            sections.add(new Scene.Section(s.get("accusi"), Scene.Size.SMALL, accusi));
        }
        if (v.tricksPlayed() > 0) {
            List<Scene.Item> points = new ArrayList<>();
            for (int side = 0; side < TressetteRules.SIDES; side++) {
                points.add(new Scene.Note(names.side(side) + " " + TrickTexts.thirds(v.sideThirds().get(side))));
            }
            sections.add(new Scene.Section(s.get("points"), Scene.Size.SMALL, points));
        }
        List<Scene.Score> scores = new ArrayList<>();
        for (int side = 0; side < TressetteRules.SIDES; side++) {
            boolean active = v.toAct() >= 0 && TressetteRules.sideOf(v.toAct()) == side;
            scores.add(new Scene.Score(names.side(side), Integer.toString(v.totals().get(side)), active));
        }
        return new Scene(facts.title(), head(v, s), sections,
                new Scene.Strip(facts.turn(), scores, s.get("target", v.target())));
    }

    /** The head's detail: the smazzata and the trick of it being played. */
    private static String head(TressetteView v, Texts s) {
        int trick = Math.min(v.tricksPlayed() + 1, v.tricksPerHand());
        return s.get("head", v.handNumber(), trick, v.tricksPerHand());
    }

    /** The stock with its count, and the cards drawn after the last trick over who drew them. */
    private static Scene.Section stock(TressetteView v, Names names, Texts s) {
        List<Scene.Item> items = new ArrayList<>();
        if (v.stock() > 0) {
            items.add(new Scene.Pile(v.stock(), s.get("stock", v.stock()), true));
        }
        for (TrickEvents.Draw<ItalianCard> d : v.lastDraws()) {
            items.add(Scene.Cards.plain(List.of(d.card()), names.seat(d.seat())));
        }
        return new Scene.Section(v.lastDraws().isEmpty() ? "" : s.get("draws"), Scene.Size.SMALL, items);
    }

    @Override
    public Scene hand(View seatView, List<? extends Move> legal, TableFacts facts, Texts t) {
        TressetteView v = (TressetteView) seatView;
        Texts s = t.bundle(BUNDLE);
        Set<Card> playable = new HashSet<>();
        for (Move m : legal) {
            playable.add(((TressetteMove) m).card());
        }
        List<Scene.Section> sections = new ArrayList<>();
        sections.add(Scenes.hand(Scenes.marked(bySuit(v.hand()), playable), t));
        if (!v.trick().isEmpty()) {
            sections.add(trick(v.trick(), facts.names(), Scene.Size.SMALL, s));
        }
        List<Scene.Item> seen = new ArrayList<>();
        for (int seat = 0; seat < v.seats(); seat++) {
            if (seat != v.viewer() && !v.shown().get(seat).isEmpty()) {
                seen.add(Scene.Cards.plain(bySuit(v.shown().get(seat)), facts.names().seat(seat)));
            }
        }
        if (!seen.isEmpty()) {
            sections.add(new Scene.Section(s.get("seen"), Scene.Size.SMALL, seen));
        }
        return new Scene(facts.title(), Scenes.handDetail(!playable.isEmpty(), t), sections,
                new Scene.Strip(facts.turn(), List.of(), ""));
    }

    /** A hand grouped by suit, each suit in rank order: the order of its text and its buttons. */
    static List<ItalianCard> bySuit(List<ItalianCard> hand) {
        List<ItalianCard> out = new ArrayList<>(hand.size());
        for (ItalianSuit suit : ItalianSuit.values()) {
            hand.stream().filter(c -> c.suit() == suit).sorted().forEach(out::add);
        }
        return out;
    }

    /** The trick on the table: each card over its player's name, the card taking it outlined, the palo in the label. */
    private static Scene.Section trick(List<TrickEvents.Play<ItalianCard>> plays, Names names, Scene.Size size, Texts s) {
        ItalianSuit led = plays.get(0).card().suit();
        return cards(s.get("trick", CardRenderer.mark(led) + " " + TressetteRules.suitName(led)), plays, names, size);
    }

    private static Scene.Section cards(String label, List<TrickEvents.Play<ItalianCard>> plays, Names names,
                                       Scene.Size size) {
        List<ItalianCard> cards = plays.stream().map(TrickEvents.Play::card).toList();
        int winning = TressetteRules.TRICK_RULES.winningIndex(cards, null);
        List<Scene.Item> items = new ArrayList<>(plays.size());
        for (int i = 0; i < plays.size(); i++) {
            Scene.Mark mark = i == winning ? Scene.Mark.HIGHLIGHT : Scene.Mark.PLAIN;
            items.add(new Scene.Cards(List.of(new Scene.Face(plays.get(i).card(), mark)),
                    names.seat(plays.get(i).seat()), false));
        }
        return new Scene.Section(label, size, items);
    }
}
