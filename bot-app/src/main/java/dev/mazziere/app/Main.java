package dev.mazziere.app;

public final class Main {
    public static void main(String[] args) {
    }
}
