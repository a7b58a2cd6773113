export {
  accountPeopleKeys,
  accountUsersQueryOptions,
  pendingUsersQueryOptions,
} from './account-people-queries';
