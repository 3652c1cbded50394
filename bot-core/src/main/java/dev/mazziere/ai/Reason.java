package dev.mazziere.ai;

import dev.mazziere.cards.Card;
import dev.mazziere.cards.CardRenderer;
import dev.mazziere.cards.FrenchSuit;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Texts;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Why a coach prefers a move, as a fact of the position: a bundle key and its arguments,
 * rendered in Italian or English ({@link #render}). The fact is computed from the view
 * and the move ({@link Explainer}), never picked at random, so it is true of the position
 * it was given for.
 *
 * <p>An argument is a {@link Card} or a list of cards (drawn as players see them, the
 * same in every language), an Italian or French suit (its mark), a whole number, a
 * {@link Double} (points, one decimal, with the language's decimal mark), a {@link Word}
 * (a term of the same bundle, in the reader's language) or a string (shown as it is).
 *
 * @param bundle the bundle base, e.g. {@code dev.mazziere.games.scopa.coach}
 * @param key    the text's key in that bundle
 * @param args   the values of {@code {0}}, {@code {1}} ...
 */
public record Reason(String bundle, String key, List<Object> args) {

    /** A term of the reason's own bundle, rendered in the reader's language (a suit's name, a contract). */
    public record Word(String key) {
    }

    public Reason {
        Objects.requireNonNull(bundle);
        Objects.requireNonNull(key);
        args = List.copyOf(args);
    }

    public static Reason of(String bundle, String key, Object... args) {
        return new Reason(bundle, key, List.of(args));
    }

    /** This reason in {@code lang}. */
    public String render(Lang lang) {
        Texts texts = Texts.load(bundle, lang);
        List<String> shown = new ArrayList<>();
        for (Object arg : args) {
            shown.add(show(arg, texts));
        }
        return texts.get(key, shown.toArray());
    }

    private static String show(Object arg, Texts texts) {
        return switch (arg) {
            case Card c -> CardRenderer.render(c);
            case List<?> cards -> CardRenderer.render(cards.stream().map(Card.class::cast).toList());
            case ItalianSuit s -> CardRenderer.mark(s);
            case FrenchSuit s -> s.symbol();
            case Double d -> points(d, texts.lang());
            case Word w -> texts.get(w.key());
            default -> String.valueOf(arg);
        };
    }

    /** Points with one decimal, as {@code lang} writes them ({@code 1,5} in Italian, {@code 1.5} in English). */
    public static String points(double points, Lang lang) {
        String text = String.format(Locale.ROOT, "%.1f", points);
        return lang == Lang.IT ? text.replace('.', ',') : text;
    }
}
