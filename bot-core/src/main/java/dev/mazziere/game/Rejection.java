package dev.mazziere.game;

import java.util.List;

/**
 * Why a move was refused. {@code code} is a stable key the chat layer localizes
 * ({@code notYourTurn}, {@code matchOver}, {@code scopa.mustTakeSingle} ...);
 * {@code args} fill its placeholders (card codes, numbers).
 */
public record Rejection(String code, List<String> args) {

    public static final String NOT_YOUR_TURN = "notYourTurn";
    public static final String MATCH_OVER = "matchOver";
    public static final String WRONG_GAME = "wrongGame";

    public Rejection {
        args = List.copyOf(args);
    }

    public static Rejection of(String code, String... args) {
        return new Rejection(code, List.of(args));
    }

    @Override
    public String toString() {
        return args.isEmpty() ? code : code + args;
    }
}
