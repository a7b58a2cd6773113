ALTER TABLE "saved_cards" DROP CONSTRAINT "saved_cards_gateway_token_uq";--> statement-breakpoint
DROP INDEX "saved_cards_account_idx";--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_account_token_uq" UNIQUE("account_code","gateway_token");