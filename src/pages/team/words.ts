// What the team page's forms answer when they refuse.
export const ONLY_OWNERS = "Only owners manage members.";
export const NOT_A_MEMBER = "No such member in this account.";
export const LAST_OWNER = "An account needs an owner: make another member an owner first.";
